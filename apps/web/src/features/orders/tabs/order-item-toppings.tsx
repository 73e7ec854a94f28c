import type { OrderTopping } from '@comanda/contract/orders';
import { List, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.orders.items;

/** Each topping with its options as 'count x name', the price only when above zero. */
export function OrderItemToppings({ toppings }: { toppings: OrderTopping[] }) {
  if (toppings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {text.noToppings}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {toppings.map((topping) => (
        <div key={topping.id}>
          <Text size="sm" fw={500}>
            {topping.name}
          </Text>
          {topping.error ? (
            <Text size="sm" c="red">
              {topping.error}
            </Text>
          ) : null}
          <List size="sm" withPadding>
            {Object.values(topping.options).map((option) => (
              <List.Item key={option.id}>
                {text.option(option.count, option.name)}
                {option.imports.total.amount > 0 ? ` (${formatMoney(option.imports.total)})` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
