import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { findStoreBySlug, type StorefrontStoreRow } from './storefront-store.repository';

/** The store of a storefront path; 404 for a slug no store has. */
export async function requireStoreBySlug(db: Db, slug: string): Promise<StorefrontStoreRow> {
  const store = await findStoreBySlug(db, slug);
  if (!store) throw notFound('Tienda');
  return store;
}
