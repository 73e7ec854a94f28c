import type { FastifyBaseLogger } from 'fastify';
import { storefrontRoutes as routes } from '@comanda/contract/storefront';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { type CachedAnswer, cachedAnswer } from './cached-answer';
import { publicMomentAt, type PublicStoreSnapshot, readPublicStore } from './public-store.service';
import { type CacheEntry, StorefrontCache } from './storefront-cache';
import { readStorefrontCatalogue } from './storefront-catalogue.service';
import { findStoreBySlug, type StorefrontStoreRow } from './storefront-store.repository';

/**
 * The public store, serialised once per moment it shows (open_now, the channels, the extra
 * delay), each request deciding its moment from the snapshot by the clock. A moment changes with
 * the hours and as pauses end, so a snapshot meets few of them before the store changes again.
 */
interface PublicStoreAnswers {
  snapshot: PublicStoreSnapshot;
  byMoment: Map<string, CachedAnswer>;
}

/** Moments kept per snapshot; past it, an answer is serialised per request until the store changes. */
const MOMENTS_KEPT = 32;

export interface StorefrontAnswers {
  /** GET store at `now`: open_now, the channels and the extra delay are decided per request from the kept snapshot. */
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
        return { snapshot: await readPublicStore(db, store), byMoment: new Map() };
      });
      const moment = publicMomentAt(answers.snapshot, now);
      const key = JSON.stringify(moment);
      const kept = answers.byMoment.get(key);
      if (kept) return kept;
      const answer = cachedAnswer(routes.store, { ...answers.snapshot.store, ...moment });
      if (answers.byMoment.size < MOMENTS_KEPT) answers.byMoment.set(key, answer);
      return answer;
    },
    catalogue: (slug) =>
      bySlug('catalogue', slug, async (store) => cachedAnswer(routes.catalogue, await readStorefrontCatalogue(db, store))),
    storeChanged: (storeId) => cache.storeChanged(storeId),
    close: () => cache.close(),
  };
}
