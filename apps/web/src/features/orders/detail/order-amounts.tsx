import type { OrderImports } from '@comanda/contract/orders';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.orders.amounts;

/** items, delivery, discount, coupon and total of the order. */
export function OrderAmounts({ imports }: { imports: OrderImports }) {
  const rows = [
    { key: 'items', label: text.items, money: imports.items },
    { key: 'delivery', label: text.delivery, money: imports.delivery },
    { key: 'discount', label: text.discount, money: imports.discount },
    { key: 'coupon', label: text.coupon, money: imports.coupon },
    { key: 'total', label: text.total, money: imports.total },
  ];
  return (
    <Group component="dl" gap="lg" wrap="wrap" aria-label={text.title} m={0}>
      {rows.map((row) => (
        <Stack key={row.key} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={row.key === 'total' ? 700 : 500}>
            {formatMoney(row.money)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
