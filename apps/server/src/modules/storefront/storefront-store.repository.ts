import type { Db } from '../../db/database';
import type { StoreProfileRow } from '../store/profile/profile.repository';

export interface StorefrontStoreRow extends StoreProfileRow {
  id: string;
}

/** The store a storefront slug names; undefined when none does. */
export async function findStoreBySlug(db: Db, slug: string): Promise<StorefrontStoreRow | undefined> {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'logo_url', 'background_url', 'icon_url', 'timezone'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
