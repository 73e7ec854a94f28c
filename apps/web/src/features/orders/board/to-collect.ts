import type { OrderListQuery } from '@comanda/contract/orders';
import type { Order } from '@comanda/contract/orders';

/**
 * 'Por cobrar': an order handed over ('Entregada', status delivery_completed) whose payment is
 * still not paid. The order flow completes it only when it is delivered AND paid, so until
 * 'Cobrado' (or a cancel) the board keeps it in sight instead of letting it leave.
 */
export const toCollectQuery = {
  status: 'delivery_completed',
  limit: 100,
  skip: 0,
  order: 'created_at__ASC',
} as const satisfies OrderListQuery;

/** The delivered orders still to be paid, oldest first (a selector may have left a paid one in the status). */
export function toCollect<T extends Pick<Order, 'status' | 'payment' | 'created_at'>>(orders: readonly T[]): T[] {
  return orders
    .filter((order) => order.status === 'delivery_completed' && order.payment.status !== 'paid')
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}
