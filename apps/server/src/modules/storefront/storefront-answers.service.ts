import type { FastifyBaseLogger } from 'fastify';
import { storefrontRoutes as routes } from '@comanda/contract/storefront';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { type CachedAnswer, cachedAnswer } from './cached-answer';
import { openNowAt, type PublicStoreSnapshot, readPublicStore } from './public-store.service';
import { type CacheEntry, StorefrontCache } from './storefront-cache';
import { readStorefrontCatalogue } from './storefront-catalogue.service';
import { findStoreBySlug, type StorefrontStoreRow } from './storefront-store.repository';

/** The public store, serialised both ways open_now can go: each request picks one by the clock. */
interface PublicStoreAnswers {
  snapshot: PublicStoreSnapshot;
  open: CachedAnswer;
  closed: CachedAnswer;
}

export interface StorefrontAnswers {
  /** GET store at `now`: open_now is decided per request from the kept turn and hours. */
  store(slug: string, now: Date): Promise<CachedAnswer>;
  catalogue(slug: string): Promise<CachedAnswer>;
  /** Forgets a store's answers at once (a change made through this instance). */
  storeChanged(storeId: string): void;
  close(): Promise<void>;
}

/** The storefront's public answers, computed once per change of the store (storefront-cache.ts). */
export function createStorefrontAnswers(database: Database, log: FastifyBaseLogger): StorefrontAnswers {
  const { db } = database;
  const cache = new StorefrontCache(database, log);

  async function bySlug<T>(key: string, slug: string, read: (store: StorefrontStoreRow) => Promise<T>): Promise<T> {
    const { value } = await cache.get<T | null>(`${key} ${slug}`, async (): Promise<CacheEntry<T | null>> => {
      const store = await findStoreBySlug(db, slug);
      return store ? { storeId: store.id, value: await read(store) } : { storeId: null, value: null };
    });
    if (value === null) throw notFound('Tienda');
    return value;
  }

  return {
    async store(slug, now) {
      const answers = await bySlug('store', slug, async (store): Promise<PublicStoreAnswers> => {
        const snapshot = await readPublicStore(db, store);
        return {
          snapshot,
          open: cachedAnswer(routes.store, { ...snapshot.store, open_now: true }),
          closed: cachedAnswer(routes.store, { ...snapshot.store, open_now: false }),
        };
      });
      return openNowAt(answers.snapshot, now) ? answers.open : answers.closed;
    },
    catalogue: (slug) =>
      bySlug('catalogue', slug, async (store) => cachedAnswer(routes.catalogue, await readStorefrontCatalogue(db, store))),
    storeChanged: (storeId) => cache.storeChanged(storeId),
    close: () => cache.close(),
  };
}
