import type { Db } from '../../db/database';
import type { EventActor } from '../events/store-event';
import { getPreparation } from '../store/preparation/preparation.service';
import { getExtraDelayMinutes } from '../store/status/status.service';
import type { NewOrder } from './new-order';
import { orderEvent } from './order-history';
import { promiseAtCreation } from './order-promise';
import { findStoreTimeZone, insertOrder } from './orders.repository';

/** What the promise reads of the store; the storefront has it already, others let it be read. */
export interface PlacementClock {
  timeZone: string;
  preparationDelayMinutes: number;
  /** The store's extra minutes when the order is created (decision 018). */
  extraDelayMinutes: number;
}

async function readClock(trx: Db, storeId: string, createdAt: Date): Promise<PlacementClock> {
  return {
    timeZone: await findStoreTimeZone(trx, storeId),
    preparationDelayMinutes: (await getPreparation(trx, storeId)).delay,
    extraDelayMinutes: await getExtraDelayMinutes(trx, storeId, createdAt),
  };
}

/**
 * Writes a priced order inside the caller's transaction (the one that also claimed its coupon
 * and took its stock), or as a transaction of its own when it writes nothing else (`trx` the
 * database): its number, its promised time (the slot end, or creation plus the store's
 * preparation delay and extra minutes) and its 'order:created' history row, announced to the
 * live stream on commit, in one statement. The event is the transaction's last write, so call
 * this last.
 */
export async function placeOrder(
  trx: Db,
  storeId: string,
  order: NewOrder,
  actor: EventActor,
  clock?: PlacementClock,
): Promise<{ id: string; number: number; createdAt: Date; promisedAt: Date }> {
  const createdAt = order.createdAt ?? new Date();
  const method = order.delivery.methods.shipment ?? order.delivery.methods.take_away;
  const { timeZone, preparationDelayMinutes, extraDelayMinutes } = clock ?? (await readClock(trx, storeId, createdAt));
  const promisedAt = promiseAtCreation({
    slot: method?.datetime ?? null,
    timeZone,
    createdAt,
    preparationDelayMinutes,
    extraDelayMinutes,
  });
  const placed = await insertOrder(trx, storeId, { ...order, createdAt, promisedAt }, {
    actor,
    events: [orderEvent(order.id, 'place', 'order', null, order.status ?? 'process')],
  });
  return { ...placed, createdAt, promisedAt };
}
