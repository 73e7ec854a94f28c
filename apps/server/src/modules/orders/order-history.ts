import type {
  OrderAction,
  OrderEventField,
  OrderEventKind,
  OrderHistoryEntry,
} from '@comanda/contract/orders';
import type { NewStoreEvent, StoreEventRow } from '../events/store-event';
import type { OrderState } from './order-flow';

/*
 * An order's history is its rows in the store's event log: one row per field that changed,
 * values as text (status values, a rider's user id, an ISO time, a voucher url).
 */

/** The notification key of SPEC.md section 6 each field raises, or a kind of its own. */
export const orderEventKindOf: Record<OrderEventField, OrderEventKind> = {
  order: 'order:created',
  status: 'order:changed',
  preparation: 'order:preparation:changed',
  delivery: 'order:delivery:changed',
  payment: 'order:payment:changed',
  rider: 'order:delivery:rider:changed',
  voucher: 'order:payment:transfer:voucher:changed',
  promised_at: 'order:promised:changed',
  seen: 'order:seen',
};

export function orderEvent(
  orderId: string,
  action: OrderAction,
  field: OrderEventField,
  from: string | null,
  to: string | null,
  reason: string | null = null,
): NewStoreEvent {
  return { orderId, kind: orderEventKindOf[field], action, field, from, to, reason };
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The fields an order shows in its history, in the order a change lists them: the sub-status
 * first, then the overall status it moved, then the promise and the attention.
 */
const historyFields: ReadonlyArray<[OrderEventField, (state: OrderState) => string | null]> = [
  ['preparation', (state) => state.preparation],
  ['delivery', (state) => state.delivery],
  ['payment', (state) => state.payment],
  ['rider', (state) => state.riderUserId],
  ['status', (state) => state.status],
  ['promised_at', (state) => iso(state.promisedAt)],
  ['seen', (state) => iso(state.seenAt)],
];

/**
 * One event per field whose value differs; nothing when nothing changed. A rejection's reason
 * travels on the status row. accepted_at has no row of its own: the 'accept' action says it.
 */
export function orderChangeEvents(
  orderId: string,
  action: OrderAction,
  before: OrderState,
  after: OrderState,
): NewStoreEvent[] {
  const events: NewStoreEvent[] = [];
  for (const [field, valueOf] of historyFields) {
    const from = valueOf(before);
    const to = valueOf(after);
    if (from === to) continue;
    const reason = field === 'status' && after.cancelReason !== before.cancelReason ? after.cancelReason : null;
    events.push(orderEvent(orderId, action, field, from, to, reason));
  }
  return events;
}

/** A history row as the contract shows it. */
export function orderHistoryEntry(row: StoreEventRow): OrderHistoryEntry {
  return {
    seq: row.seq,
    at: row.created_at.toISOString(),
    kind: row.kind as OrderEventKind,
    action: row.action as OrderAction,
    field: row.field as OrderEventField,
    from: row.from_value,
    to: row.to_value,
    reason: row.reason,
    actor: { kind: row.actor_kind, user_id: row.actor_user_id, name: row.actor_name },
  };
}
