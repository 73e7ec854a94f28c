import { sql } from 'kysely';
import type { Order, OrderListQuery } from '@comanda/contract/orders';
import { OrderStatus, statusesOfGroup } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';
import { anyColumnMatches, fetchPage, orderByList, searchCondition, type SortColumns } from '../../db/list-page';
import { ordersFromRows, selectOrderRow } from './order-rows.repository';

/** Statuses sort in the order of their lifecycle (the contract's list), not alphabetically. */
const sortColumns: SortColumns = {
  created_at: sql.ref('o.created_at'),
  number: sql.ref('o.number'),
  status: sql`array_position(array[${sql.join(OrderStatus.options)}]::text[], o.status)`,
};

/**
 * One page of the store's orders: the search matches number, client name and phone; `status`
 * and `group` (a filter chip) both apply when both are given; `rider=me` keeps the orders
 * assigned to `readerUserId`.
 */
export async function listOrders(
  db: Db,
  storeId: string,
  query: OrderListQuery,
  readerUserId: string,
): Promise<{ data: Order[]; count: number }> {
  let base = db.selectFrom('orders as o').where('o.store_id', '=', storeId);
  if (query.status) base = base.where('o.status', '=', query.status);
  if (query.group) base = base.where('o.status', 'in', statusesOfGroup(query.group));
  if (query.rider === 'me') base = base.where('o.rider_user_id', '=', readerUserId);
  const search = searchCondition(query.query, (pattern) => anyColumnMatches([sql.ref('o.search_text')], pattern));
  if (search) base = base.where(search);
  const { rows, count } = await fetchPage(base, selectOrderRow, {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('o.id')),
  });
  return { data: await ordersFromRows(db, rows), count };
}
