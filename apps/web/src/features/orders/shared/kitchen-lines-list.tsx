import type { Order } from '@comanda/contract/orders';
import { List, Text } from '@mantine/core';
import { messages } from '../../../lib/messages';
import { kitchenLines, kitchenLineText } from './kitchen-lines';

/** The lines of an order as the kitchen reads them, options and note under each. */
export function KitchenLinesList({ order }: { order: Pick<Order, 'items'> }) {
  const lines = kitchenLines(order);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.orders.items.empty}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label={messages.board.items}>
      {lines.map((line) => (
        <List.Item key={line.key}>
          <Text span fw={600} size="sm">
            {kitchenLineText(line)}
          </Text>
          {line.options.length > 0 ? (
            <List size="sm" withPadding listStyleType="circle">
              {line.options.map((option, index) => (
                <List.Item key={`${index}-${option}`}>{option}</List.Item>
              ))}
            </List>
          ) : null}
          {line.message ? (
            <Text size="sm" fs="italic">
              {messages.board.note(line.message)}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
