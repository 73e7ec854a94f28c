import type { Db } from '../../db/database';

/**
 * How many active admin or root powers the user holds in stores where `callerUserId` is neither
 * an active admin nor root: a reset is refused when there is any.
 */
export async function countManagerPowersBeyondCaller(db: Db, userId: string, callerUserId: string): Promise<number> {
  const row = await db
    .selectFrom('powers as target')
    .where('target.user_id', '=', userId)
    .where('target.active', '=', true)
    .where('target.role', 'in', ['root', 'admin'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('powers as caller')
            .select('caller.id')
            .whereRef('caller.store_id', '=', 'target.store_id')
            .where('caller.user_id', '=', callerUserId)
            .where('caller.active', '=', true)
            .where('caller.role', 'in', ['root', 'admin']),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A new link replaces the user's older unused ones. */
export async function revokeUnusedResetsOfUser(trx: Db, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertPasswordReset(
  trx: Db,
  values: {
    id: string;
    user_id: string;
    store_id: string;
    power_id: string;
    token_hash: string;
    created_by_user_id: string;
    expires_at: Date;
  },
): Promise<{ id: string; expires_at: Date }> {
  return trx.insertInto('password_resets').values(values).returning(['id', 'expires_at']).executeTakeFirstOrThrow();
}

export interface UsableReset {
  id: string;
  user_id: string;
  store_id: string;
  power_id: string;
  expires_at: Date;
  first_name: string;
  last_name: string;
  email: string | null;
}

/** The unused, unrevoked, unexpired reset whose token has this hash, with its user. */
export function findUsableResetByHash(db: Db, tokenHash: string, now: Date): Promise<UsableReset | undefined> {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.revoked_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.store_id',
      'password_resets.power_id',
      'password_resets.expires_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .executeTakeFirst();
}

/** Marks the reset used only if it still is usable (of two uses at once, one wins). */
export async function claimReset(trx: Db, id: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
