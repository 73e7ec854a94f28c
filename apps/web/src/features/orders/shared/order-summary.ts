import { isCancelled } from '@comanda/contract/order-enums';
import type { Order, OrderDeliverySlot, OrderRider } from '@comanda/contract/orders';
import type { Money } from '@comanda/contract/money';
import { messages } from '../../../lib/messages';

const text = messages.orders;
const hourMinute = (time: string): string => time.slice(0, 5);

/** The order's delivery method, immediate or scheduled. */
function deliveryMethodOf(order: Pick<Order, 'delivery'>): { immediate: boolean; datetime: OrderDeliverySlot | null } | null {
  const { shipment, take_away: takeAway } = order.delivery.methods;
  return shipment ?? takeAway;
}

/** 'Lo antes posible' for an immediate order, else the slot 'HH:mm–HH:mm'. */
export function deliverySlotText(order: Pick<Order, 'delivery'>): string {
  const method = deliveryMethodOf(order);
  if (!method || method.immediate || !method.datetime) return text.asap;
  return text.slot(hourMinute(method.datetime.start), hourMinute(method.datetime.end));
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
