import { sql } from 'kysely';
import type { Order, OrderListQuery } from '@comanda/contract/orders';
import { type OrderStatus, statusesOfGroup } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';
import { fetchLargePage, type ListCount, orderByList, type SortColumns } from '../../db/list-page';
import { orderFromRowWithLines, selectOrderWithLines } from './order-rows.repository';
import { orderSearchCondition } from './order-search';
import { countOrdersInStatuses } from './order-status-counts.repository';

/**
 * Statuses sort in the order of their lifecycle (the contract's list, which
 * comanda_order_status_rank() of migration 013 repeats), not alphabetically. Each sort has an
 * index that gives its order: (store, created_at, id), (store, number), (store, status rank, id).
 */
const sortColumns: SortColumns = {
  created_at: sql.ref('o.created_at'),
  number: sql.ref('o.number'),
  status: sql`comanda_order_status_rank(o.status)`,
};
/** An order's number is unique in its store: nothing ties after it. */
const uniqueSortFields = ['number'];

/** The statuses `status` and `group` together keep; null: every status. */
function statusesKept(query: OrderListQuery): OrderStatus[] | null {
  if (!query.group) return query.status ? [query.status] : null;
  const ofGroup = statusesOfGroup(query.group);
  return query.status ? ofGroup.filter((status) => status === query.status) : ofGroup;
}

/**
 * One page of the store's orders: the search matches number, client name and phone; `status`
 * and `group` (a filter chip) both apply when both are given; `rider=me` keeps the orders
 * assigned to `readerUserId`; `slot_after` the orders for a slot after that date ('Programadas'). Without a search or `rider`, the count comes from the status
 * counters; with one it is exact up to COUNT_CAP and 'more than' past it (decision 016).
 */
export async function listOrders(
  db: Db,
  storeId: string,
  query: OrderListQuery,
  readerUserId: string,
): Promise<{ data: Order[] } & ListCount> {
  const statuses = statusesKept(query);
  let base = db.selectFrom('orders as o').where('o.store_id', '=', storeId);
  if (statuses) base = statuses.length > 0 ? base.where('o.status', 'in', statuses) : base.where(sql.lit(false));
  if (query.rider === 'me') base = base.where('o.rider_user_id', '=', readerUserId);
  // An immediate order has no delivery_date, so only scheduled ones remain.
  if (query.slot_after) base = base.where('o.delivery_date', '>', sql<string>`${query.slot_after}::date`);
  const search = orderSearchCondition(query.query, sql.ref('o.search_text'));
  const countedByCounters = !search && query.rider !== 'me' && !query.slot_after;
  const { rows, count, capped } = await fetchLargePage(base, selectOrderWithLines, {
    ...query,
    search,
    orderBy: orderByList(query.order, sortColumns, sql.ref('o.id'), uniqueSortFields),
    id: sql.ref('o.id'),
    countFromCounters: countedByCounters ? () => countOrdersInStatuses(db, storeId, statuses) : null,
  });
  return { data: rows.map(orderFromRowWithLines), count, capped };
}
