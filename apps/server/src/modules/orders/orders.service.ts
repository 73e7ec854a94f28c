import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import type { OrderDetail, OrderList, OrderListQuery, RiderCandidateList } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { listOrders } from './order-list.repository';
import { orderHistoryEntry } from './order-history';
import { findOrderWithHistory } from './order-detail.repository';
import { orderExists } from './orders.repository';
import { listRiderCandidates } from './rider-candidates.repository';

/**
 * `rider=me` keeps the caller's deliveries: the reader's user id scopes it. A search counted
 * only up to the cap says so with `count_capped` (decision 016).
 */
export async function listStoreOrders(
  db: Db,
  reader: { storeId: string; userId: string },
  query: OrderListQuery,
): Promise<OrderList> {
  const { data, count, capped } = await listOrders(db, reader.storeId, query, reader.userId);
  return { data, count, limit: query.limit, skip: query.skip, ...(capped ? { count_capped: true } : {}) };
}

/**
 * The store's order with its history, oldest first, read in one statement (inside a transaction
 * when given one); 404 for another store's or an unknown id.
 */
export async function getOrderDetail(db: Db, storeId: string, id: string): Promise<OrderDetail> {
  const found = await findOrderWithHistory(db, storeId, id);
  if (!found) throw notFound('Orden');
  return { ...found.order, history: found.history.map(orderHistoryEntry) };
}

/** The staff who may take the order out, delivery role first (DECISIONS.md "Roles"). */
export async function getRiderCandidates(db: Db, storeId: string, orderId: string): Promise<RiderCandidateList> {
  if (!(await orderExists(db, storeId, orderId))) throw notFound('Orden');
  const { data, count } = await listRiderCandidates(db, storeId, LIST_MAX_LIMIT);
  return { data, count, limit: LIST_MAX_LIMIT, skip: 0 };
}
