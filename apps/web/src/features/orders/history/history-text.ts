import {
  deliveryStatusLabel,
  orderStatusLabel,
  paymentStatusLabel,
  preparationStatusLabel,
} from '@comanda/contract/order-enums';
import type { OrderAction, OrderDetail, OrderEventField, OrderHistoryEntry } from '@comanda/contract/orders';
import { formatPromisedTime } from '../../../lib/day-label';
import { formatDateTimeIn } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { riderName } from '../shared/order-summary';

const text = messages.orders.history;

/** One history entry as the timeline shows it. */
export interface HistoryLine {
  seq: number;
  /** What changed: 'Estado: Nueva → En Preparacion', 'Orden recibida'. */
  title: string;
  /** The one-tap action behind it ('Aceptar'), null for a selector or the customer. */
  action: string | null;
  /** 'Cliente', 'Sistema' or the staff member's name. */
  who: string;
  /** When, in the store's time zone. */
  when: string;
  reason: string | null;
}

const statusLabels: Partial<Record<OrderEventField, Record<string, string>>> = {
  status: orderStatusLabel,
  preparation: preparationStatusLabel,
  delivery: deliveryStatusLabel,
  payment: paymentStatusLabel,
};

const actionLabels: Partial<Record<OrderAction, string>> = {
  accept: text.actions.accept,
  reject: text.actions.reject,
  ready: text.actions.ready,
  dispatch: text.actions.dispatch,
  delivered: text.actions.delivered,
  paid: text.actions.paid,
  delay: text.actions.delay,
};

/** Names of the users the order knows: its rider and everyone who changed it. */
export function knownUserNames(order: Pick<OrderDetail, 'delivery' | 'history'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of order.history) {
    if (entry.actor.user_id && entry.actor.name) names.set(entry.actor.user_id, entry.actor.name);
  }
  const rider = order.delivery.rider;
  if (rider) names.set(rider.id, riderName(rider));
  return names;
}

function valueText(
  field: OrderEventField,
  value: string | null,
  names: ReadonlyMap<string, string>,
  timeZone: string | undefined,
  at: string,
): string {
  if (field === 'rider') return value === null ? text.noRider : (names.get(value) ?? text.riderAssigned);
  if (value === null) return text.none;
  // The day is named from the change's own day: 'Prometida: 20:00 → mañana 12:30'.
  if (field === 'promised_at') return formatPromisedTime(value, Date.parse(at), timeZone);
  return statusLabels[field]?.[value] ?? value;
}

function titleOf(entry: OrderHistoryEntry, names: ReadonlyMap<string, string>, timeZone: string | undefined): string {
  switch (entry.field) {
    case 'order':
      return text.created;
    case 'seen':
      return text.seen;
    case 'voucher':
      return text.voucher;
    default: {
      const label = text.fields[entry.field];
      const to = valueText(entry.field, entry.to, names, timeZone, entry.at);
      if (entry.from === null && entry.field !== 'rider') return text.setTo(label, to);
      return text.change(label, valueText(entry.field, entry.from, names, timeZone, entry.at), to);
    }
  }
}

function whoOf(entry: OrderHistoryEntry): string {
  if (entry.actor.kind === 'customer') return text.customer;
  if (entry.actor.kind === 'system') return text.system;
  return entry.actor.name || text.staff;
}

/** The history (oldest first) in Spanish: who, when (store zone), what from → to, and why. */
export function historyLines(order: Pick<OrderDetail, 'delivery' | 'history'>, timeZone: string | undefined): HistoryLine[] {
  const names = knownUserNames(order);
  return order.history.map((entry) => ({
    seq: entry.seq,
    title: titleOf(entry, names, timeZone),
    action: actionLabels[entry.action] ?? null,
    who: whoOf(entry),
    when: formatDateTimeIn(entry.at, timeZone),
    reason: entry.reason,
  }));
}
