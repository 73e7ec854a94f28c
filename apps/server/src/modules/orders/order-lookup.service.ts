import type { Order } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { findOrderByIdempotencyKey as findByKey } from './orders.repository';
import { findOneOrder } from './order-detail.repository';
import { findOrders as findMany } from './order-rows.repository';

/*
 * Orders as other modules read them: the storefront answers a customer's order and replays an
 * Idempotency-Key, the live stream shows the orders of a run of events as they are now.
 */

/** The store's order with this id (one statement); null when it is not the store's. */
export const findOrder = (db: Db, storeId: string, id: string): Promise<Order | null> => findOneOrder(db, storeId, id);

/** The store's orders among these ids (each once); ids of other stores are left out. */
export const findOrders = (db: Db, storeId: string, ids: readonly string[]): Promise<Order[]> =>
  findMany(db, storeId, ids);

/** The id and request hash of the order an Idempotency-Key already made in the store. */
export const findOrderByIdempotencyKey = (
  db: Db,
  storeId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | undefined> => findByKey(db, storeId, key);

/** findOrderByIdempotencyKey as part of a caller's larger statement (a JSON column, null without one). */
export { type KeyedOrder, keyedOrderJson } from './order-lookup.repository';
