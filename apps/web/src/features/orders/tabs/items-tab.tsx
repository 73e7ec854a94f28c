import type { Order } from '@comanda/contract/orders';
import { Stack, Text } from '@mantine/core';
import { messages } from '../../../lib/messages';
import { OrderItemCard } from './order-item-card';

/** Tab Items: one collapsible card per line. */
export function ItemsTab({ order }: { order: Order }) {
  const items = Object.values(order.items);
  if (items.length === 0) return <Text c="dimmed">{messages.orders.items.empty}</Text>;
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <OrderItemCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}
