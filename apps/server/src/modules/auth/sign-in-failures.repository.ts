import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Reserves a sign-in attempt for the account, atomically: under a transaction-scoped advisory
 * lock on the account, so parallel attempts take turns here, it looks for the account's `max`th
 * most recent failure after `since`. Found: answers its time and writes nothing (the account is
 * blocked). Not found: writes a failure row at `now` (the attempt counts as failed until it
 * succeeds and clears the account) and answers null.
 */
export async function reserveSignInAttempt(
  db: Db,
  account: string,
  { now, since, max }: { now: Date; since: Date; max: number },
): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${account}`}, 0))`.execute(trx);
    const blocking = await trx
      .selectFrom('sign_in_failures')
      .select('failed_at')
      .where('account', '=', account)
      .where('failed_at', '>', since)
      .orderBy('failed_at', 'desc')
      .offset(max - 1)
      .limit(1)
      .executeTakeFirst();
    if (blocking) return blocking.failed_at;
    await trx.insertInto('sign_in_failures').values({ account, failed_at: now }).execute();
    return null;
  });
}

export async function deleteSignInFailuresOf(db: Db, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}

export async function deleteSignInFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('failed_at', '<=', before).execute();
}
