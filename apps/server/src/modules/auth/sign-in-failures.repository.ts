import type { Db } from '../../db/database';

export async function insertSignInFailure(db: Db, account: string, failedAt: Date): Promise<void> {
  await db.insertInto('sign_in_failures').values({ account, failed_at: failedAt }).execute();
}

/** The time of the account's `nth` most recent failure since `since` (1 = the latest). */
export async function nthLatestSignInFailure(
  db: Db,
  account: string,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('account', '=', account)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .offset(nth - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.failed_at;
}

export async function deleteSignInFailuresOf(db: Db, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}

export async function deleteSignInFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('failed_at', '<=', before).execute();
}
