import type { Order } from '@comanda/contract/orders';
import { isOrderRinging } from '@comanda/contract/orders';
import { storeToday } from './day-label';

/*
 * When a scheduled order rings (issue 20, on top of DECISIONS.md "Order flow": an order rings
 * while 'Nueva' and nobody accepted, rejected or opened it). An order for a slot on a later day
 * of the store's calendar is placed days ahead; ringing at once would have staff accept it (and
 * the alarm sound) long before there is anything to do. So it rings from the store's midnight
 * that starts its slot's day, if it is still 'Nueva' and unattended then; an immediate order, or
 * one whose slot is today (or already past), rings as before. Until its day it waits on the board
 * in 'Programadas', where it can still be accepted or rejected.
 */

/** The slot's date ('YYYY-MM-DD', store calendar) of a scheduled order; null for 'lo antes posible'. */
export function orderSlotDate(order: Pick<Order, 'delivery'>): string | null {
  const { shipment, take_away: takeAway } = order.delivery.methods;
  const method = shipment ?? takeAway;
  return method && !method.immediate && method.datetime ? method.datetime.date : null;
}

/** Whether the order rings on the store's day `today` ('YYYY-MM-DD'). */
export function ringsOnDay(order: Pick<Order, 'status' | 'seen_at' | 'delivery'>, today: string): boolean {
  if (!isOrderRinging(order)) return false;
  const slotDate = orderSlotDate(order);
  // ISO dates compare as text.
  return slotDate === null || slotDate <= today;
}

/** Whether the order rings at `now` (ms), on the store's calendar. */
export function ringsNow(order: Pick<Order, 'status' | 'seen_at' | 'delivery'>, now: number, timeZone: string | undefined): boolean {
  return ringsOnDay(order, storeToday(now, timeZone));
}
