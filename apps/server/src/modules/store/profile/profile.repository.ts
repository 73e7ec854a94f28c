import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/pg-error';

export interface StoreProfileRow {
  name: string;
  slug: string;
  logo_url: string | null;
  background_url: string | null;
  icon_url: string | null;
  timezone: string;
  phone: string | null;
}

export type StoreProfileChanges = Omit<StoreProfileRow, 'timezone' | 'phone'> & { timezone?: string; phone?: string | null };

const profileColumns = ['name', 'slug', 'logo_url', 'background_url', 'icon_url', 'timezone', 'phone'] as const;

export async function findStoreProfile(db: Db, storeId: string): Promise<StoreProfileRow | undefined> {
  return db.selectFrom('stores').select(profileColumns).where('id', '=', storeId).executeTakeFirst();
}

/** Updates the store's profile; 'slug-taken' when another store has the slug (nothing written). */
export async function updateStoreProfile(
  db: Db,
  storeId: string,
  changes: StoreProfileChanges,
): Promise<StoreProfileRow | 'slug-taken' | undefined> {
  try {
    return await db
      .updateTable('stores')
      .set(changes)
      .where('id', '=', storeId)
      .returning(profileColumns)
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error, 'stores_slug_key')) return 'slug-taken';
    throw error;
  }
}
