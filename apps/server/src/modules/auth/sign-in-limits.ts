import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import {
  deleteSignInFailuresBefore,
  deleteSignInFailuresOf,
  insertSignInFailure,
  nthLatestSignInFailure,
} from './sign-in-failures.repository';

/** Counts failed sign-ins per account (normalised email) over a sliding window. */
export interface AccountSignInLimiter {
  /** When the account may try again, or null when it is not blocked. */
  blockedUntil(account: string, now: Date): Promise<Date | null>;
  recordFailure(account: string, now: Date): Promise<void>;
  /** A successful sign-in forgets the earlier failures. */
  clear(account: string): Promise<void>;
}

/** Kept in the database, so the limit survives restarts and holds across server processes. */
export function databaseAccountSignInLimiter(
  db: Db,
  { windowMs, maxFailures }: { windowMs: number; maxFailures: number },
): AccountSignInLimiter {
  return {
    async blockedUntil(account, now) {
      // Blocked while `maxFailures` failures lie inside the window; it opens when the oldest of them leaves it.
      const since = new Date(now.getTime() - windowMs);
      const failedAt = await nthLatestSignInFailure(db, account, since, maxFailures);
      return failedAt ? new Date(failedAt.getTime() + windowMs) : null;
    },
    async recordFailure(account, now) {
      await insertSignInFailure(db, account, now);
      await deleteSignInFailuresBefore(db, new Date(now.getTime() - windowMs));
    },
    async clear(account) {
      await deleteSignInFailuresOf(db, account);
    },
  };
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManySignInAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(seconds) });
}
