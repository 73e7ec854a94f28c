/**
 * Serialised answers of a store's read calls, kept for the store's current event number
 * (decision 021). Every write that changes what these calls read records a store event in its
 * own transaction, and the guard reads the store's last event number with the token in one
 * statement; so an answer made when the number was N is exactly what a request that read N would
 * compute. The first request after a change reads the database again; until the next change,
 * the others share its answer. Each instance keeps its own: no instance can serve another's stale
 * answer, because the number is read from the database on every request.
 */

/** An answer as it leaves: its bytes and, for a versioned resource, its ETag. */
export interface KeptAnswer {
  body: Buffer;
  etag?: string;
}

interface StoreAnswers {
  seq: number;
  answers: Map<string, KeptAnswer>;
  bytes: number;
}

export interface StoreAnswerCacheLimits {
  /** Answers kept per store for its current event number: the most recently made stay. */
  answersPerStore: number;
  /** Bytes kept over every store: the stores read least recently go first. */
  totalBytes: number;
}

export const DEFAULT_ANSWER_CACHE_LIMITS: StoreAnswerCacheLimits = {
  answersPerStore: 500,
  totalBytes: 64 * 1024 * 1024,
};

export class StoreAnswerCache {
  /** In order of last use: Map keeps insertion order, and a used store is moved to the end. */
  private readonly stores = new Map<string, StoreAnswers>();
  private bytes = 0;
  /** Answers being computed, by store, number and key: requests that miss together share one. */
  private readonly computing = new Map<string, Promise<KeptAnswer>>();

  constructor(private readonly limits: StoreAnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS) {}

  /**
   * The kept answer, or the one being computed for the same store, number and key, or a new
   * computation (kept once done). When a change lands, every screen asks again at once: one of
   * them reads the database and the others wait for its answer. A failure is everyone's and
   * nothing is kept.
   */
  async answer(storeId: string, seq: number, key: string, compute: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
    const kept = this.get(storeId, seq, key);
    if (kept) return kept;
    const id = `${storeId} ${seq} ${key}`;
    const running = this.computing.get(id);
    if (running) return running;
    const computation = compute().then((answer) => {
      this.set(storeId, seq, key, answer);
      return answer;
    });
    this.computing.set(id, computation);
    try {
      return await computation;
    } finally {
      this.computing.delete(id);
    }
  }

  /** The answer kept for this store, event number and key; undefined when there is none. */
  get(storeId: string, seq: number, key: string): KeptAnswer | undefined {
    const store = this.stores.get(storeId);
    if (!store || store.seq !== seq) return undefined;
    const answer = store.answers.get(key);
    if (answer) this.touch(storeId, store);
    return answer;
  }

  /**
   * Keeps an answer computed by a request that read event number `seq`. A newer number drops
   * the store's older answers; an answer for an older number than the kept one is not kept (a
   * request that began before a change and finished after it).
   */
  set(storeId: string, seq: number, key: string, answer: KeptAnswer): void {
    let store = this.stores.get(storeId);
    if (store && store.seq > seq) return;
    if (!store || store.seq < seq) {
      if (store) this.drop(storeId, store);
      store = { seq, answers: new Map(), bytes: 0 };
      this.stores.set(storeId, store);
    }
    const earlier = store.answers.get(key);
    if (earlier) this.forget(store, key, earlier);
    store.answers.set(key, answer);
    store.bytes += answer.body.length;
    this.bytes += answer.body.length;
    while (store.answers.size > this.limits.answersPerStore) {
      const [oldestKey, oldest] = store.answers.entries().next().value as [string, KeptAnswer];
      this.forget(store, oldestKey, oldest);
    }
    this.touch(storeId, store);
    this.evictOverBytes(storeId);
  }

  /** Bytes kept now (for tests and diagnostics). */
  get size(): { stores: number; bytes: number } {
    return { stores: this.stores.size, bytes: this.bytes };
  }

  private touch(storeId: string, store: StoreAnswers): void {
    this.stores.delete(storeId);
    this.stores.set(storeId, store);
  }

  private forget(store: StoreAnswers, key: string, answer: KeptAnswer): void {
    store.answers.delete(key);
    store.bytes -= answer.body.length;
    this.bytes -= answer.body.length;
  }

  private drop(storeId: string, store: StoreAnswers): void {
    this.stores.delete(storeId);
    this.bytes -= store.bytes;
  }

  /** Drops the least recently used stores, then the store's own oldest answers, until under the bound. */
  private evictOverBytes(keepStoreId: string): void {
    for (const [storeId, store] of this.stores) {
      if (this.bytes <= this.limits.totalBytes) return;
      if (storeId !== keepStoreId) this.drop(storeId, store);
    }
    const kept = this.stores.get(keepStoreId);
    while (kept && this.bytes > this.limits.totalBytes && kept.answers.size > 0) {
      const [oldestKey, oldest] = kept.answers.entries().next().value as [string, KeptAnswer];
      this.forget(kept, oldestKey, oldest);
    }
  }
}
