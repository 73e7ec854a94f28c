import {
  type DeliveryMethod,
  DeliveryStatus,
  isCancelled,
  isFinalStatus,
  OrderStatus,
  PaymentStatus,
  type PreparationStatus,
} from '@comanda/contract/order-enums';
import { AppError } from '../../http/app-error';
import { promiseAtAcceptance, promiseDelayed } from './order-promise';

/*
 * DECISIONS.md "Order flow" as one pure function: what an order becomes after a selector or a
 * one-tap action. The service diffs the result against the order as it was, writes the fields
 * that changed and one history row for each.
 */

/** What staff change of an order, plus what the rules read (method, scheduled). */
export interface OrderState {
  status: OrderStatus;
  preparation: PreparationStatus;
  delivery: DeliveryStatus;
  payment: PaymentStatus;
  riderUserId: string | null;
  promisedAt: Date;
  acceptedAt: Date | null;
  seenAt: Date | null;
  cancelReason: string | null;
  readonly method: DeliveryMethod;
  /** A later slot was chosen: its end is the promise, whatever 'Aceptar' says. */
  readonly scheduled: boolean;
}

/** A selector ('set', any value) or a one-tap action. */
export type OrderCommand =
  | { action: 'set'; field: 'status'; value: OrderStatus }
  | { action: 'set'; field: 'preparation'; value: PreparationStatus }
  | { action: 'set'; field: 'delivery'; value: DeliveryStatus }
  | { action: 'set'; field: 'payment'; value: PaymentStatus }
  | { action: 'set'; field: 'rider'; value: string | null }
  | { action: 'accept'; minutes: number }
  | { action: 'reject'; reason: string }
  | { action: 'ready' }
  | { action: 'dispatch'; riderUserId: string }
  | { action: 'delivered' }
  | { action: 'paid' }
  | { action: 'delay'; minutes: number }
  | { action: 'seen' };

export type OrderCommandAction = OrderCommand['action'];

/** Later in the contract's list is further along. */
const laterOf = <T extends string>(options: readonly T[], current: T, target: T): T =>
  options.indexOf(target) > options.indexOf(current) ? target : current;

/**
 * The overall status a sub-status change leads to: forward only, and never out of completed or
 * a cancelled status (a final status is left to the status selector).
 */
function statusForward(current: OrderStatus, target: OrderStatus | null): OrderStatus {
  if (target === null || isFinalStatus(current)) return current;
  return laterOf(OrderStatus.options, current, target);
}

const statusOfPreparation: Record<PreparationStatus, OrderStatus | null> = {
  pending: null,
  in_process: 'preparation_in_process',
  prepared: 'preparation_completed',
};

const statusOfDelivery: Record<DeliveryStatus, OrderStatus | null> = {
  pending: null,
  in_process: 'delivery_in_process',
  outside: 'delivery_outside',
  delivered: 'delivery_completed',
};

/** Delivered and paid: the order is completed (unless it already ended, cancelled or completed). */
function settled(state: OrderState): OrderState {
  if (isFinalStatus(state.status) || state.delivery !== 'delivered' || state.payment !== 'paid') return state;
  return { ...state, status: 'completed' };
}

function withPreparation(state: OrderState, preparation: PreparationStatus): OrderState {
  return { ...state, preparation, status: statusForward(state.status, statusOfPreparation[preparation]) };
}

function withDelivery(state: OrderState, delivery: DeliveryStatus): OrderState {
  return settled({ ...state, delivery, status: statusForward(state.status, statusOfDelivery[delivery]) });
}

/** Leaving a cancelled status drops the rejection's reason; entering one keeps what there is. */
function withStatus(state: OrderState, status: OrderStatus): OrderState {
  return { ...state, status, cancelReason: isCancelled(status) ? state.cancelReason : null };
}

const seen = (state: OrderState, now: Date): OrderState => (state.seenAt ? state : { ...state, seenAt: now });

const conflict = (description: string) => new AppError('CONFLICT', description);

/**
 * The one-tap actions only make sense on an order still in progress. Refused (409):
 * - on a cancelled order: every action but 'seen' (use the status selector to reopen it);
 * - on a completed order: Aceptar, Rechazar, Listo, Despachar and Demorar (it is over); Entregado
 *   and Cobrado are still taken, to record a delivery or payment the selectors left behind.
 * Aceptar is also refused once accepted or once the preparation started, so it always starts
 * the preparation (and so always leaves a history row).
 */
function refuseWhenOver(state: OrderState, action: OrderCommandAction, what: string): void {
  if (isCancelled(state.status)) throw conflict(`No se puede ${what} una orden cancelada`);
  if (state.status === 'completed' && !['delivered', 'paid'].includes(action)) {
    throw conflict(`No se puede ${what} una orden completada`);
  }
}

/**
 * The order after the command. Selectors set their field to any value (SPEC.md section 4); a
 * sub-status selector also moves the overall status forward to the matching value. One-tap
 * actions move each field they touch forward only, so a late tap never undoes later progress.
 * Throws CONFLICT (409) for an action that makes no sense on the order as it is.
 */
export function nextOrderState(state: OrderState, command: OrderCommand, now: Date): OrderState {
  switch (command.action) {
    case 'set':
      switch (command.field) {
        case 'status':
          return withStatus(state, command.value);
        case 'preparation':
          return withPreparation(state, command.value);
        case 'delivery':
          return withDelivery(state, command.value);
        case 'payment':
          return settled({ ...state, payment: command.value });
        case 'rider':
          return { ...state, riderUserId: command.value };
      }
      break;
    case 'accept': {
      refuseWhenOver(state, 'accept', 'aceptar');
      // Two tablets tapping at once: the second learns it was done, and the promise is kept.
      if (state.acceptedAt) throw conflict('La orden ya fue aceptada');
      // Aceptar starts the preparation; once started (by a selector), the promise moves with Demorar.
      if (state.preparation !== 'pending') throw conflict('La preparacion de la orden ya empezo');
      const promisedAt = promiseAtAcceptance({
        current: state.promisedAt,
        scheduled: state.scheduled,
        now,
        minutes: command.minutes,
      });
      return seen({ ...withPreparation(state, 'in_process'), acceptedAt: now, promisedAt }, now);
    }
    case 'reject':
      refuseWhenOver(state, 'reject', 'rechazar');
      return seen({ ...state, status: 'cancel_store', cancelReason: command.reason }, now);
    case 'ready':
      refuseWhenOver(state, 'ready', 'marcar como lista');
      return withPreparation(state, 'prepared');
    case 'dispatch': {
      refuseWhenOver(state, 'dispatch', 'despachar');
      if (state.method !== 'shipment') throw conflict('Una orden para retirar en la tienda no se despacha');
      const delivery = laterOf(DeliveryStatus.options, state.delivery, 'outside');
      return withDelivery({ ...state, riderUserId: command.riderUserId }, delivery);
    }
    case 'delivered':
      refuseWhenOver(state, 'delivered', 'entregar');
      return withDelivery(state, 'delivered');
    case 'paid':
      refuseWhenOver(state, 'paid', 'cobrar');
      return settled({ ...state, payment: laterOf(PaymentStatus.options, state.payment, 'paid') });
    case 'delay':
      refuseWhenOver(state, 'delay', 'demorar');
      return { ...state, promisedAt: promiseDelayed(state.promisedAt, command.minutes) };
    case 'seen':
      return seen(state, now);
  }
  return state;
}
