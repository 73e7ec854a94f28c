import { isCancelled } from '@comanda/contract/order-enums';
import type { OrderDetail } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { appendStoreEvents } from '../events/store-events.service';
import { nextOrderState, type OrderCommand } from './order-flow';
import { orderChangeEvents } from './order-history';
import { lockOrderState, writeOrderState } from './order-state.repository';
import { retakeOrderStock, returnOrderStock } from './order-stock.service';
import { checkOrderVersion } from './order-version';
import { getOrderDetail } from './orders.service';
import { isActiveStaff } from './rider-candidates.repository';

/** The staff member making a change: their store (from the access) and their user, the actor, named as the guard read them. */
export interface OrderWorker {
  storeId: string;
  userId: string;
  userName: string;
}

export interface ChangeOptions {
  /** The request's If-Match header (decision 014), checked under the order's row lock. */
  ifMatch?: string;
  now?: Date;
}

function riderOf(command: OrderCommand): string | null {
  if (command.action === 'dispatch') return command.riderUserId;
  if (command.action === 'set' && command.field === 'rider') return command.value;
  return null;
}

/**
 * DECISIONS.md "Order flow": cancelling gives back what the order took; leaving a cancelled
 * status takes it again, or is refused (409, the transaction writes nothing) when it is not there.
 */
async function moveOrderStock(trx: Db, storeId: string, orderId: string, cancelling: boolean): Promise<void> {
  if (cancelling) return returnOrderStock(trx, storeId, orderId);
  if (!(await retakeOrderStock(trx, storeId, orderId))) {
    throw new AppError('STOCK:INSUFFICIENT', 'No hay stock suficiente para reabrir la orden');
  }
}

/**
 * Applies a selector or a one-tap action to the store's order and answers it with its history.
 * One transaction: the order row is locked (two changes of one order take turns, on any
 * instance), an If-Match is checked against the order as it is now, the flow rules give the new
 * state, the fields that changed are written with one history row each (the last write), stock
 * moves when the order enters or leaves a cancelled status. Any refusal (404, 412, 400 rider,
 * 409) writes nothing; a change to the current value writes nothing either.
 */
export async function changeOrder(
  db: Db,
  worker: OrderWorker,
  orderId: string,
  command: OrderCommand,
  { ifMatch, now = new Date() }: ChangeOptions = {},
): Promise<OrderDetail> {
  const { storeId } = worker;
  await db.transaction().execute(async (trx) => {
    const before = await lockOrderState(trx, storeId, orderId);
    if (!before) throw notFound('Orden');
    if (ifMatch !== undefined) await checkOrderVersion(trx, storeId, orderId, ifMatch);
    const rider = riderOf(command);
    if (rider !== null && !(await isActiveStaff(trx, storeId, rider))) {
      throw badRequest('Error en los parametros: body.user_id: no es personal activo de la tienda');
    }
    const after = nextOrderState(before, command, now);
    const events = orderChangeEvents(orderId, command.action, before, after);
    if (events.length === 0) return;
    if (isCancelled(before.status) !== isCancelled(after.status)) {
      await moveOrderStock(trx, storeId, orderId, isCancelled(after.status));
    }
    await writeOrderState(trx, storeId, orderId, before, after, now);
    await appendStoreEvents(trx, storeId, { kind: 'user', userId: worker.userId, name: worker.userName }, events);
  });
  // Read after commit: the store's event counter stays locked no longer than the write needs.
  return getOrderDetail(db, storeId, orderId);
}
