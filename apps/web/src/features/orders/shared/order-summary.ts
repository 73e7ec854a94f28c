import { isCancelled } from '@comanda/contract/order-enums';
import type { Order, OrderDeliverySlot, OrderRider } from '@comanda/contract/orders';
import type { Money } from '@comanda/contract/money';
import { formatSlot } from '../../../lib/day-label';
import { messages } from '../../../lib/messages';

const text = messages.orders;

/** The order's delivery method, immediate or scheduled. */
function deliveryMethodOf(order: Pick<Order, 'delivery'>): { immediate: boolean; datetime: OrderDeliverySlot | null } | null {
  const { shipment, take_away: takeAway } = order.delivery.methods;
  return shipment ?? takeAway;
}

/**
 * 'Lo antes posible' for an immediate order, else the slot 'HH:mm–HH:mm', with its day when it is
 * not today on the store's calendar ('mañana 12:00–12:30', lib/day-label.ts).
 */
export function deliverySlotText(order: Pick<Order, 'delivery'>, now: number, timeZone: string | undefined): string {
  const method = deliveryMethodOf(order);
  if (!method || method.immediate || !method.datetime) return text.asap;
  return formatSlot(method.datetime, now, timeZone);
}


export const riderName = (rider: Pick<OrderRider, 'first_name' | 'last_name'>): string =>
  `${rider.first_name} ${rider.last_name}`.trim();

/**
 * What the rider or the counter collects in cash: the total of a cash order not yet paid (and
 * not cancelled); null when there is nothing to collect.
 */
export function cashToCollect(order: Pick<Order, 'status' | 'payment' | 'imports'>): Money | null {
  const { payment } = order;
  if (!payment.methods.cash || payment.status === 'paid' || isCancelled(order.status)) return null;
  return order.imports.total;
}

/** The street address of a shipment ('' for take-away). */
export function shipmentAddress(order: Pick<Order, 'delivery'>): string {
  const location = order.delivery.methods.shipment?.location;
  if (!location) return '';
  return [location.address_one, location.address_two].filter(Boolean).join(' ');
}
