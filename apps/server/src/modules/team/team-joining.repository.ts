import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';

/* The rows an accepted invitation writes: a new user, a new power, or an old power on again. */

/** The new user, or null when another account took the email meanwhile. */
export async function insertJoiningUser(
  trx: Db,
  values: { id: string; email: string; first_name: string; last_name: string; phone: string | null; password_hash: string },
): Promise<{ id: string } | null> {
  try {
    return await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_email_lower_idx')) return null;
    throw error;
  }
}

export function findPowerInStore(
  trx: Db,
  storeId: string,
  userId: string,
): Promise<{ id: string; active: boolean; role: Role } | undefined> {
  return trx
    .selectFrom('powers')
    .select(['id', 'active', 'role'])
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPower(trx: Db, values: { id: string; store_id: string; user_id: string; role: Role }): Promise<void> {
  await trx.insertInto('powers').values(values).execute();
}

export async function reactivatePower(trx: Db, powerId: string, role: Role): Promise<void> {
  await trx.updateTable('powers').set({ role, active: true }).where('id', '=', powerId).execute();
}
