import type { OrderDetail } from '@comanda/contract/orders';
import type { CreateOrderBody } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { getOrderDetail } from '../orders/orders.service';
import { type OrderPlacer, placeOrderBody } from './create-order.service';

/** The staff user taking the call, from their access token. */
export interface CounterWorker {
  storeId: string;
  userId: string;
  userName: string;
}

/**
 * POST /v1/backoffice/orders (decision 024): an order taken by phone or at the counter, placed by
 * the storefront's code (pricing, delivery and payment checks, coupon, stock, the one-statement
 * placement with its 'order:created' event, so it rings and reaches the board like any other).
 * The event's actor is the staff user and the order records them as who entered it. Answers the
 * order with its history; the same key and body answer the same order again.
 */
export async function createCounterOrder(
  db: Db,
  worker: CounterWorker,
  key: string,
  body: CreateOrderBody,
  now: Date,
): Promise<OrderDetail> {
  const placer: OrderPlacer = {
    actor: { kind: 'user', userId: worker.userId, name: worker.userName },
    enteredBy: { userId: worker.userId, name: worker.userName },
  };
  const order = await placeOrderBody(db, { id: worker.storeId }, { key, body, now, placer });
  return getOrderDetail(db, worker.storeId, order.id);
}
