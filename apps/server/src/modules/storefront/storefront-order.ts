import type { Order } from '@comanda/contract/orders';
import type { StorefrontOrder } from '@comanda/contract/storefront';

/**
 * The order as its customer sees it (issue 12, public tracking): the rider is named by first
 * name only; their email and phone stay with the staff, and so does who entered it at the counter.
 */
export function toStorefrontOrder(order: Order): StorefrontOrder {
  const { rider } = order.delivery;
  const { entered_by: _enteredBy, ...customerOrder } = order;
  return { ...customerOrder, delivery: { ...order.delivery, rider: rider ? { first_name: rider.first_name } : null } };
}
