import type { Database, Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createInProcessRateLimiter } from './in-process-counters';
import { countRateLimitHit, deleteEndedRateLimitCounters } from './rate-limits.repository';

/** At most `max` requests per key in a window of `windowMs` that starts with the key's first request. */
export interface RateLimit {
  /** Names the counter in the shared table (one per limited call). */
  bucket: string;
  max: number;
  windowMs: number;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts a request of `key` (refused ones too) and says whether it may go on. */
  hit(key: string): Promise<RateLimitOutcome>;
}

/** How often an instance deletes ended windows: rare enough to cost nothing, often enough to stay small. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A limiter whose counts live in PostgreSQL (or PGlite), so every instance behind a load
 * balancer counts into the same window; the counting is one atomic upsert, so parallel requests
 * never slip past the limit together.
 */
export function createRateLimiter(db: Db, limit: RateLimit): RateLimiter {
  let prunedAt = 0;
  return {
    async hit(key) {
      const now = Date.now();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await deleteEndedRateLimitCounters(db);
      }
      const { hits, resetInMs } = await countRateLimitHit(db, limit.bucket, key, limit.windowMs);
      return hits <= limit.max ? { allowed: true } : { allowed: false, retryAfterMs: resetInMs };
    },
  };
}

/**
 * The limiter of anonymous writes anyone may send in bulk (storefront orders, vouchers): on
 * PostgreSQL the shared table, as createRateLimiter; on the embedded database (one process, one
 * connection) counters in memory, so a flood of them costs the connection no write each.
 */
export function createAnonymousWriteLimiter(database: Database, limit: RateLimit): RateLimiter {
  return database.kind === 'pglite' ? createInProcessRateLimiter(database.db, limit) : createRateLimiter(database.db, limit);
}

/** 429 TOO_MANY_REQUESTS with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(retryAfterMs: number, description?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', description, { 'Retry-After': String(seconds) });
}
