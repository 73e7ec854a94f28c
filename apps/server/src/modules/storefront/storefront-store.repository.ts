import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { StoresTable } from '../../db/schema';

export type StorefrontStoreRow = Pick<
  Selectable<StoresTable>,
  'id' | 'name' | 'slug' | 'logo_url' | 'background_url' | 'icon_url' | 'timezone' | 'phone'
>;

/** The store a storefront slug names; undefined when none does. */
export async function findStoreBySlug(db: Db, slug: string): Promise<StorefrontStoreRow | undefined> {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'logo_url', 'background_url', 'icon_url', 'timezone', 'phone'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
