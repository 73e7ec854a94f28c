import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database';

/** The channel the database announces a store's changed storefront rows on (migration 014). */
export const STOREFRONT_CHANNEL = 'comanda_storefront';

/** What a key holds: the store it was read from (null: the slug names no store) and the answer. */
export interface CacheEntry<T> {
  storeId: string | null;
  value: T;
}

/** A slug that names no store is remembered too, but only this many of them. */
const MISSING_MAX = 1_000;
/** After a failed LISTEN, answers are computed afresh for this long before trying again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * The storefront's answers of one server instance, kept per store until the database says one
 * of the store's rows changed. Every instance LISTENs on STOREFRONT_CHANNEL (on PostgreSQL over
 * the handle's one listening connection, on PGlite in process, where the notification arrives
 * with the commit itself), so a change made through any instance reaches all of them.
 *
 * Nothing is kept while notifications cannot be heard (before LISTEN answers, after the
 * listening connection is lost and until it is back): answers are then computed for each request.
 * A computation that was running when a change arrived is answered but not kept, and requests
 * arriving while one runs share it, so a store's answer is computed once per change.
 */
export class StorefrontCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly keysByStore = new Map<string, Set<string>>();
  private readonly missing = new Set<string>();
  private readonly loading = new Map<string, Promise<CacheEntry<unknown>>>();
  /** Moves on with every change heard: a computation started before it is not kept. */
  private generation = 0;
  private hearing = false;
  private listening: Promise<void> | null = null;
  private unlisten: Unlisten | null = null;
  private retryAt = 0;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The entry under `key`, computed by `load` unless kept. */
  async get<T>(key: string, load: () => Promise<CacheEntry<T>>): Promise<CacheEntry<T>> {
    await this.startListening();
    const kept = this.hearing ? this.entries.get(key) : undefined;
    if (kept) return kept as CacheEntry<T>;
    const running = this.loading.get(key);
    if (running) return running as Promise<CacheEntry<T>>;
    const generation = this.generation;
    const loaded = load();
    this.loading.set(key, loaded);
    try {
      const entry = await loaded;
      if (this.hearing && generation === this.generation) this.keep(key, entry);
      return entry;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  /** Forgets the store's answers (and every slug remembered as naming no store). */
  storeChanged(storeId: string): void {
    this.generation += 1;
    this.loading.clear();
    for (const key of this.keysByStore.get(storeId) ?? []) this.entries.delete(key);
    this.keysByStore.delete(storeId);
    for (const key of this.missing) this.entries.delete(key);
    this.missing.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.forgetAll(false);
    const listening = this.listening;
    this.listening = null;
    await listening;
    await this.unlisten?.().catch((error: unknown) => this.log.warn({ err: error }, 'storefront cache: unlisten failed'));
    this.unlisten = null;
  }

  private keep(key: string, entry: CacheEntry<unknown>): void {
    this.entries.set(key, entry);
    if (entry.storeId === null) {
      if (this.missing.size >= MISSING_MAX) this.storeChanged('');
      this.missing.add(key);
      return;
    }
    let keys = this.keysByStore.get(entry.storeId);
    if (!keys) {
      keys = new Set();
      this.keysByStore.set(entry.storeId, keys);
    }
    keys.add(key);
  }

  private forgetAll(hearing: boolean): void {
    this.generation += 1;
    this.hearing = hearing;
    this.entries.clear();
    this.keysByStore.clear();
    this.missing.clear();
    this.loading.clear();
  }

  private startListening(): Promise<void> | void {
    if (this.closed || this.listening || Date.now() < this.retryAt) return this.listening ?? undefined;
    this.listening = this.database
      .listen(STOREFRONT_CHANNEL, {
        onNotify: (storeId) => this.storeChanged(storeId),
        onReconnect: () => this.forgetAll(true),
        onError: (error) => {
          this.log.warn({ err: error }, 'storefront cache: listening connection lost, answers are computed afresh meanwhile');
          this.forgetAll(false);
        },
      })
      .then(
        async (unlisten) => {
          if (this.closed) return unlisten();
          this.unlisten = unlisten;
          this.forgetAll(true);
        },
        (error: unknown) => {
          this.log.warn({ err: error }, 'storefront cache: cannot listen, answers are computed afresh');
          this.listening = null;
          this.retryAt = Date.now() + LISTEN_RETRY_MS;
        },
      );
    return this.listening;
  }
}
