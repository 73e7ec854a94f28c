import { sql } from 'kysely';
import type { OrderStatus } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';

/**
 * How many of the store's orders are in these statuses (all of them when `statuses` is null),
 * from the counters migration 013 keeps: a few rows read, however many orders there are.
 */
export async function countOrdersInStatuses(db: Db, storeId: string, statuses: readonly OrderStatus[] | null): Promise<number> {
  if (statuses !== null && statuses.length === 0) return 0;
  let query = db
    .selectFrom('order_status_counts')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('count'))
    .where('store_id', '=', storeId);
  if (statuses !== null) query = query.where('status', 'in', statuses);
  const { count } = await query.executeTakeFirstOrThrow();
  return count;
}
