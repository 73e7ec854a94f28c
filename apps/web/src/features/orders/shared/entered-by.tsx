import type { Order } from '@comanda/contract/orders';
import { Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { messages } from '../../../lib/messages';

/** 'Cargada por Ana Lopez' for an order staff entered at the counter; nothing for a customer's own. */
export function EnteredBy({ order, size = 'xs' }: { order: Order; size?: MantineSize }) {
  if (!order.entered_by) return null;
  return (
    <Text span size={size} c="dimmed" display="block" data-entered-by>
      {messages.counterOrder.enteredBy(order.entered_by.name)}
    </Text>
  );
}
