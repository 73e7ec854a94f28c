import { orderStatusGroupOf } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';

/** on time, close (at most 5 minutes left), late, or no longer tracked (finished, cancelled). */
export type PromiseTone = 'on_time' | 'close' | 'late' | 'closed';

export const PROMISE_CLOSE_MINUTES = 5;

/** How the promised time of an order stands at `now` (ms), for the list and the board. */
export function promiseTone(order: Pick<Order, 'status' | 'promised_at'>, now: number): PromiseTone {
  const group = orderStatusGroupOf(order.status);
  if (group === 'done' || group === 'cancelled') return 'closed';
  const left = new Date(order.promised_at).getTime() - now;
  if (Number.isNaN(left)) return 'closed';
  if (left < 0) return 'late';
  if (left <= PROMISE_CLOSE_MINUTES * 60_000) return 'close';
  return 'on_time';
}

/**
 * Filled badge colours (text picked by autoContrast): green, orange, red; each keeps 4.5:1
 * with its text.
 */
export const promiseToneColor: Record<PromiseTone, string> = {
  on_time: 'green.4',
  close: 'orange.4',
  late: 'red.9',
  closed: 'gray.2',
};
