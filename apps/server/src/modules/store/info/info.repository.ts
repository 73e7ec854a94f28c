import type { Db } from '../../../db/database';

export interface StoreInfoRow {
  id: string;
  name: string;
  slug: string;
  timezone: string;
  /** null while the store never saved a settings group. */
  take_away_city: string | null;
  preparation_delay: number | null;
}

/** The store with the two settings every staff member needs, in one read. */
export async function findStoreInfo(db: Db, storeId: string): Promise<StoreInfoRow | undefined> {
  return db
    .selectFrom('stores')
    .leftJoin('store_settings', 'store_settings.store_id', 'stores.id')
    .select([
      'stores.id',
      'stores.name',
      'stores.slug',
      'stores.timezone',
      'store_settings.take_away_city',
      'store_settings.preparation_delay',
    ])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();
}
