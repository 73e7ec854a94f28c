import { isCancelled, isFinalStatus, orderStatusGroupOf } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import type { OrderPermissions } from '../order-permissions';

/** The one-tap actions of the usual path (DECISIONS.md "Order flow"); 'delay' is each 'Demorar'. */
export type OrderActionName = 'accept' | 'reject' | 'ready' | 'dispatch' | 'delivered' | 'paid' | 'delay';

export const DELAY_STEPS = [10, 20] as const;

type ActionOrder = Pick<Order, 'status' | 'accepted_at' | 'preparation' | 'delivery' | 'payment'>;

/**
 * Where each action makes sense for the order's state (the selectors still offer every value):
 * - Aceptar / Rechazar: not yet accepted, preparation pending, not finished or cancelled;
 * - Listo: accepted (or being prepared) and not prepared, not out yet;
 * - Despachar: a shipment that is prepared and not out yet;
 * - Entregado: a shipment on the way, or a prepared take-away not yet handed over;
 * - Cobrado: not paid, past 'Nueva', neither completed nor cancelled;
 * - Demorar: accepted, still moving (preparing, ready or on the way).
 */
export function actionsForState(order: ActionOrder): OrderActionName[] {
  const final = isFinalStatus(order.status);
  const group = orderStatusGroupOf(order.status);
  const preparation = order.preparation.status;
  const delivery = order.delivery.status;
  const shipment = order.delivery.methods.shipment !== null;
  const outOrDone = delivery === 'outside' || delivery === 'delivered';
  const awaitingAcceptance = !final && order.accepted_at === null && preparation === 'pending' && (group === 'new' || group === 'preparing');

  const actions: OrderActionName[] = [];
  if (awaitingAcceptance) actions.push('accept', 'reject');
  if (!final && !awaitingAcceptance && preparation !== 'prepared' && !outOrDone) actions.push('ready');
  if (!final && shipment && preparation === 'prepared' && !outOrDone) actions.push('dispatch');
  if (!final && delivery !== 'delivered' && (shipment ? delivery === 'outside' : preparation === 'prepared')) {
    actions.push('delivered');
  }
  if (!isCancelled(order.status) && order.status !== 'completed' && order.payment.status !== 'paid' && group !== 'new') {
    actions.push('paid');
  }
  if (!final && !awaitingAcceptance && delivery !== 'delivered' && (group === 'preparing' || group === 'ready' || group === 'on_the_way')) {
    actions.push('delay');
  }
  return actions;
}

/** The actions that make sense now and that the role may take. */
export function availableActions(order: ActionOrder, can: OrderPermissions): OrderActionName[] {
  return actionsForState(order).filter((action) => can[action]);
}
