import type { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../rate-limits/rate-limits.service';
import {
  deleteSignInFailuresBefore,
  deleteSignInFailuresOf,
  reserveSignInAttempt,
} from './sign-in-failures.repository';

/** Counts failed sign-ins per account (normalised email) over a sliding window. */
export interface AccountSignInLimiter {
  /**
   * Takes one of the account's attempts before its password is checked, counting it as a
   * failure until `clear`: answers when the account may try again when it is blocked (nothing
   * taken), or null. Parallel attempts take turns, so no more than the limit are ever checked.
   */
  reserveAttempt(account: string, now: Date): Promise<Date | null>;
  /** A successful sign-in forgets the earlier failures. */
  clear(account: string): Promise<void>;
}

/** Kept in the database, so the limit survives restarts and holds across server instances. */
export function databaseAccountSignInLimiter(
  db: Db,
  { windowMs, maxFailures }: { windowMs: number; maxFailures: number },
): AccountSignInLimiter {
  return {
    async reserveAttempt(account, now) {
      const since = new Date(now.getTime() - windowMs);
      // Blocked while `maxFailures` failures lie inside the window; it opens when the oldest of them leaves it.
      const failedAt = await reserveSignInAttempt(db, account, { now, since, max: maxFailures });
      if (failedAt) return new Date(failedAt.getTime() + windowMs);
      await deleteSignInFailuresBefore(db, since);
      return null;
    },
    async clear(account) {
      await deleteSignInFailuresOf(db, account);
    },
  };
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManySignInAttempts(retryAfterMs: number): AppError {
  return tooManyRequests(retryAfterMs);
}
