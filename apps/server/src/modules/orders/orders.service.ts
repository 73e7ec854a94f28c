import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import type { Order, OrderList, OrderListQuery, RiderCandidateList } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/app-error';
import { listOrders } from './order-list.repository';
import { type OrderChange, updateOrder } from './order-updates.repository';
import { findOrder } from './orders.repository';
import { isActiveStaff, listRiderCandidates } from './rider-candidates.repository';

export async function listStoreOrders(db: Db, storeId: string, query: OrderListQuery): Promise<OrderList> {
  const { data, count } = await listOrders(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

export async function getOrder(db: Db, storeId: string, id: string): Promise<Order> {
  const order = await findOrder(db, storeId, id);
  if (!order) throw notFound('Orden');
  return order;
}

/**
 * Sets one status (or the rider) and answers the order as it is now. Any value may follow any
 * other (SPEC.md section 4 shows no restriction); another store's order is 404, unchanged.
 */
export async function changeOrder(db: Db, storeId: string, id: string, change: OrderChange): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    if (change.field === 'rider' && change.value !== null && !(await isActiveStaff(trx, storeId, change.value))) {
      if (!(await findOrder(trx, storeId, id))) throw notFound('Orden');
      throw badRequest('Error en los parametros: body.user_id: no es personal activo de la tienda');
    }
    if (!(await updateOrder(trx, storeId, id, change))) throw notFound('Orden');
    return getOrder(trx, storeId, id);
  });
}

/** The staff who may take the order out, delivery role first (DECISIONS.md "Roles"). */
export async function getRiderCandidates(db: Db, storeId: string, orderId: string): Promise<RiderCandidateList> {
  await getOrder(db, storeId, orderId);
  const { data, count } = await listRiderCandidates(db, storeId, LIST_MAX_LIMIT);
  return { data, count, limit: LIST_MAX_LIMIT, skip: 0 };
}
