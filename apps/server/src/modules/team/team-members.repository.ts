import { sql } from 'kysely';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';

export interface MemberRow {
  power_id: string;
  store_id: string;
  role: Role;
  active: boolean;
  created_at: Date;
  last_access_at: Date | null;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  user_active: boolean;
}

function members(db: Db, storeId: string) {
  return db
    .selectFrom('powers')
    .innerJoin('users', 'users.id', 'powers.user_id')
    .where('powers.store_id', '=', storeId)
    .select([
      'powers.id as power_id',
      'powers.store_id',
      'powers.role',
      'powers.active',
      'powers.created_at',
      'powers.last_access_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.active as user_active',
    ]);
}

/** The store's members: active ones first, then by name. */
export function listMembers(db: Db, storeId: string, page: { limit: number; skip: number }): Promise<MemberRow[]> {
  return members(db, storeId)
    .orderBy('powers.active', 'desc')
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('powers.id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export async function countMembers(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('powers')
    .where('store_id', '=', storeId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One member of the store; undefined for a power of another store or none. */
export function findMember(db: Db, storeId: string, powerId: string): Promise<MemberRow | undefined> {
  return members(db, storeId).where('powers.id', '=', powerId).executeTakeFirst();
}

/**
 * Locks the store's row until the transaction ends: every change of the store's powers takes it
 * first, so two of them never both see "another admin is left" and leave none.
 */
export async function lockStoreTeam(trx: Db, storeId: string): Promise<void> {
  await sql`select id from stores where id = ${storeId} for update`.execute(trx);
}

/** The store's active admin and root powers of active users, but `exceptPowerId`. */
export async function countOtherStoreRunners(trx: Db, storeId: string, exceptPowerId: string): Promise<number> {
  const row = await trx
    .selectFrom('powers')
    .innerJoin('users', 'users.id', 'powers.user_id')
    .where('powers.store_id', '=', storeId)
    .where('powers.id', '<>', exceptPowerId)
    .where('powers.active', '=', true)
    .where('users.active', '=', true)
    .where('powers.role', 'in', ['root', 'admin'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updatePower(trx: Db, powerId: string, values: { role: Role; active: boolean }): Promise<void> {
  await trx.updateTable('powers').set(values).where('id', '=', powerId).execute();
}

/** Ends the power's access tokens at once (the guard checks them on every request). */
export async function revokeAccessesOfPower(trx: Db, powerId: string, now: Date): Promise<void> {
  await trx
    .updateTable('accesses')
    .set({ revoked_at: now })
    .where('power_id', '=', powerId)
    .where('revoked_at', 'is', null)
    .execute();
}
