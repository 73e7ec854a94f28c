import { sql } from 'kysely';
import type { RiderCandidate } from '@comanda/contract/orders';
import type { Db } from '../../db/database';

/** The store's staff who may take an order out: an active power of an active user. */
function activeStaff(db: Db, storeId: string) {
  return db
    .selectFrom('powers as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.store_id', '=', storeId)
    .where('p.active', '=', true)
    .where('u.active', '=', true);
}

/**
 * Up to `limit` candidates and how many there are: the delivery role first, then those who work
 * orders (operator, admin, root), someone without a role last; by last and first name within a role.
 */
export async function listRiderCandidates(
  db: Db,
  storeId: string,
  limit: number,
): Promise<{ data: RiderCandidate[]; count: number }> {
  const data = await activeStaff(db, storeId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.phone', 'u.email', 'p.role'])
    .orderBy(
      sql`case p.role when 'delivery' then 0 when 'operator' then 1 when 'admin' then 2 when 'root' then 3 else 4 end`,
    )
    .orderBy(sql`comanda_fold(u.last_name)`)
    .orderBy(sql`comanda_fold(u.first_name)`)
    .orderBy('u.id')
    .limit(limit)
    .execute();
  const counted = await activeStaff(db, storeId)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return { data, count: counted.count };
}

/** True when the user is active staff of the store. */
export async function isActiveStaff(db: Db, storeId: string, userId: string): Promise<boolean> {
  const row = await activeStaff(db, storeId).select('u.id').where('u.id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
