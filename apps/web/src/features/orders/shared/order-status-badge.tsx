import type { OrderStatus, OrderStatusGroup } from '@comanda/contract/order-enums';
import { orderStatusGroupOf, orderStatusLabel } from '@comanda/contract/order-enums';
import { Badge } from '@mantine/core';

/** One colour per status group (filled, text by autoContrast, 4.5:1 or more). */
export const statusGroupColor: Record<Exclude<OrderStatusGroup, 'active'>, string> = {
  new: 'grape.8',
  preparing: 'yellow.4',
  ready: 'teal.9',
  on_the_way: 'blue.8',
  done: 'gray.7',
  cancelled: 'red.9',
};

/** The order status as a coloured badge (its label from the contract). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={statusGroupColor[orderStatusGroupOf(status)]} autoContrast tt="none" radius="sm">
      {orderStatusLabel[status]}
    </Badge>
  );
}
