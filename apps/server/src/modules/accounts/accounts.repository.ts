import type { Insertable, Selectable } from 'kysely';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import type { PowersTable, StoresTable, UsersTable } from '../../db/schema';

export type StoreRow = Selectable<StoresTable>;
export type UserRow = Selectable<UsersTable>;
export type PowerRow = Selectable<PowersTable>;

export async function findStoreBySlug(db: Db, slug: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function insertStore(db: Db, values: Insertable<StoresTable>): Promise<StoreRow> {
  return db.insertInto('stores').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `email` must already be normalised (lower case); stored emails are compared in lower case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUserPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function updateUserActive(db: Db, userId: string, active: boolean): Promise<void> {
  await db.updateTable('users').set({ active }).where('id', '=', userId).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates the power, or gives the existing one the role and turns it on again. */
export async function upsertPower(
  db: Db,
  values: { id: string; store_id: string; user_id: string; role: Role; active?: boolean },
): Promise<{ id: string }> {
  return db
    .insertInto('powers')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['store_id', 'user_id']).doUpdateSet({ role: values.role, active: values.active ?? true }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Number of powers changed (0 when the user has no power in that store). */
export async function updatePowerActive(
  db: Db,
  where: { storeId: string; userId: string },
  active: boolean,
): Promise<number> {
  const result = await db
    .updateTable('powers')
    .set({ active })
    .where('store_id', '=', where.storeId)
    .where('user_id', '=', where.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updatePowerActiveById(db: Db, powerId: string, active: boolean): Promise<void> {
  await db.updateTable('powers').set({ active }).where('id', '=', powerId).execute();
}

/** A power in a store where the user has none yet (a new store's root). */
export async function insertPower(db: Db, values: Insertable<PowersTable>): Promise<PowerRow> {
  return db.insertInto('powers').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Whether the user holds an active power with that role in some store. */
export async function hasActivePowerWithRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const row = await db
    .selectFrom('powers')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
