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

/** Up to `limit` candidates, the delivery role first, then by last and first name; and how many there are. */
export async function listRiderCandidates(
  db: Db,
  storeId: string,
  limit: number,
): Promise<{ data: RiderCandidate[]; count: number }> {
  const data = await activeStaff(db, storeId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.phone', 'u.email', 'p.role'])
    .orderBy(sql`p.role = 'delivery'`, 'desc')
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
