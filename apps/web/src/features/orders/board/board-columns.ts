import type { OrderStatusGroup } from '@comanda/contract/order-enums';
import { orderStatusGroupOf } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';

/** The board's columns, left to right: the active status groups. */
export const boardGroups = ['new', 'preparing', 'ready', 'on_the_way'] as const satisfies readonly OrderStatusGroup[];
export type BoardGroup = (typeof boardGroups)[number];

const isBoardGroup = (group: OrderStatusGroup): group is BoardGroup =>
  (boardGroups as readonly OrderStatusGroup[]).includes(group);

const byCreation = (a: Pick<Order, 'created_at'>, b: Pick<Order, 'created_at'>): number =>
  new Date(a.created_at).getTime() - new Date(b.created_at).getTime();

/**
 * Active orders by column (orderStatusGroupOf), oldest first in each; others are left out. An
 * order `isScheduled` says is for a later day goes, whatever its status, to 'scheduled'
 * ('Programadas'), soonest promise first, so today's columns hold only today's work.
 */
export function boardColumns<T extends Pick<Order, 'status' | 'created_at' | 'promised_at'>>(
  orders: readonly T[],
  isScheduled: (order: T) => boolean = () => false,
): Record<BoardGroup, T[]> & { scheduled: T[] } {
  const columns: Record<BoardGroup, T[]> & { scheduled: T[] } = { new: [], preparing: [], ready: [], on_the_way: [], scheduled: [] };
  for (const order of orders) {
    const group = orderStatusGroupOf(order.status);
    if (!isBoardGroup(group)) continue;
    if (isScheduled(order)) columns.scheduled.push(order);
    else columns[group].push(order);
  }
  for (const group of boardGroups) columns[group].sort(byCreation);
  columns.scheduled.sort((a, b) => new Date(a.promised_at).getTime() - new Date(b.promised_at).getTime());
  return columns;
}
