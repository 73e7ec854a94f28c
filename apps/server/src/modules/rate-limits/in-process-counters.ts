import type { Db } from '../../db/database';
import type { RateLimit, RateLimiter } from './rate-limits.service';

interface Window {
  hits: number;
  resetAt: number;
}

/** The counters of each embedded database: every app on it (one process) counts into the same ones. */
const countersByDatabase = new WeakMap<Db, Map<string, Window>>();

/** How often ended windows are forgotten. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The database limiter's rule (rate-limits.service.ts) counted in this process's memory: on
 * the embedded database every instance is this process, so the count is as exact as the
 * table's, without a write per request on the database's one connection.
 */
export function createInProcessRateLimiter(db: Db, limit: RateLimit): RateLimiter {
  let counters = countersByDatabase.get(db);
  if (!counters) {
    counters = new Map();
    countersByDatabase.set(db, counters);
  }
  const windows = counters;
  let prunedAt = 0;
  return {
    hit(key) {
      const now = Date.now();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        for (const [name, window] of windows) if (window.resetAt <= now) windows.delete(name);
      }
      const name = `${limit.bucket} ${key}`;
      let window = windows.get(name);
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + limit.windowMs };
        windows.set(name, window);
      }
      window.hits += 1;
      return Promise.resolve(
        window.hits <= limit.max ? { allowed: true } : { allowed: false, retryAfterMs: window.resetAt - now },
      );
    },
  };
}
