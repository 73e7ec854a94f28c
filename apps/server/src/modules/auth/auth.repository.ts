import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  expired_at: Date;
}

export async function insertSession(
  db: Db,
  values: { id: string; user_id: string; token_hash: string; expired_at: Date },
): Promise<SessionRow> {
  return db
    .insertInto('sessions')
    .values(values)
    .returning(['id', 'user_id', 'created_at', 'expired_at'])
    .executeTakeFirstOrThrow();
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at', 'expired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Revokes the session and every access made from it, in one transaction. */
export async function revokeSessionAndAccesses(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('accesses')
      .set({ revoked_at: now })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

export interface AccessRow {
  id: string;
  store_id: string;
  role: Role;
  created_at: Date;
  expired_at: Date;
}

export async function insertAccess(
  db: Db,
  values: {
    id: string;
    session_id: string;
    power_id: string;
    device_id: string;
    token_hash: string;
    expired_at: Date;
  },
): Promise<{ id: string; expired_at: Date }> {
  return db.insertInto('accesses').values(values).returning(['id', 'expired_at']).executeTakeFirstOrThrow();
}

export async function findAccessById(db: Db, id: string): Promise<AccessRow | undefined> {
  return db
    .selectFrom('accesses')
    .innerJoin('powers', 'powers.id', 'accesses.power_id')
    .select([
      'accesses.id',
      'powers.store_id',
      'powers.role',
      'accesses.created_at',
      'accesses.expired_at',
    ])
    .where('accesses.id', '=', id)
    .executeTakeFirst();
}

export async function findPowerById(
  db: Db,
  id: string,
): Promise<{ id: string; user_id: string; active: boolean } | undefined> {
  return db.selectFrom('powers').select(['id', 'user_id', 'active']).where('id', '=', id).executeTakeFirst();
}

export interface PowerListRow {
  id: string;
  role: Role;
  active: boolean;
  created_at: Date;
  store_id: string;
  store_name: string;
  store_slug: string;
  store_logo_url: string | null;
  user_id: string;
  user_first_name: string;
  user_last_name: string;
  user_email: string | null;
  user_phone: string | null;
}

function activePowersOf(db: Db, userId: string) {
  return db
    .selectFrom('powers')
    .innerJoin('stores', 'stores.id', 'powers.store_id')
    .innerJoin('users', 'users.id', 'powers.user_id')
    .where('powers.user_id', '=', userId)
    .where('powers.active', '=', true);
}

export async function listActivePowersOfUser(
  db: Db,
  userId: string,
  page: { limit: number; skip: number },
): Promise<PowerListRow[]> {
  return activePowersOf(db, userId)
    .select([
      'powers.id',
      'powers.role',
      'powers.active',
      'powers.created_at',
      'stores.id as store_id',
      'stores.name as store_name',
      'stores.slug as store_slug',
      'stores.logo_url as store_logo_url',
      'users.id as user_id',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
      'users.email as user_email',
      'users.phone as user_phone',
    ])
    .orderBy('stores.name')
    .orderBy('powers.id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export async function countActivePowersOfUser(db: Db, userId: string): Promise<number> {
  const row = await activePowersOf(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Revokes every session of the user and every access made from them, but `exceptSessionId` (the
 * caller's own, on a password change) and its accesses. Run inside the caller's transaction.
 */
export async function revokeSessionsOfUser(
  db: Db,
  userId: string,
  now: Date,
  exceptSessionId: string | null = null,
): Promise<void> {
  const sessions = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .$if(exceptSessionId !== null, (query) => query.where('id', '<>', exceptSessionId as string));
  await db
    .updateTable('accesses')
    .set({ revoked_at: now })
    .where('session_id', 'in', sessions)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .$if(exceptSessionId !== null, (query) => query.where('id', '<>', exceptSessionId as string))
    .where('revoked_at', 'is', null)
    .execute();
}

/** 'Último acceso' on the team screen: the member asked for access to the store now. */
export async function touchPowerLastAccess(db: Db, powerId: string, now: Date): Promise<void> {
  await db.updateTable('powers').set({ last_access_at: now }).where('id', '=', powerId).execute();
}

/** 'Mi cuenta': the user's own name and phone. */
export async function updateUserProfile(
  db: Db,
  userId: string,
  values: { first_name: string; last_name: string; phone: string | null },
): Promise<{ id: string; first_name: string; last_name: string; email: string | null; phone: string | null } | undefined> {
  return db
    .updateTable('users')
    .set(values)
    .where('id', '=', userId)
    .returning(['id', 'first_name', 'last_name', 'email', 'phone'])
    .executeTakeFirst();
}
