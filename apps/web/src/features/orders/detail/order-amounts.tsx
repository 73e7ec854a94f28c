import type { OrderImports } from '@comanda/contract/orders';
import { Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import classes from './order-amounts.module.css';

const text = messages.orders.amounts;

/** items, delivery, discount, coupon and total of the order (a phone leaves out the zero ones, never the total). */
export function OrderAmounts({ imports }: { imports: OrderImports }) {
  const rows = [
    { key: 'items', label: text.items, money: imports.items },
    { key: 'delivery', label: text.delivery, money: imports.delivery },
    { key: 'discount', label: text.discount, money: imports.discount },
    { key: 'coupon', label: text.coupon, money: imports.coupon },
    { key: 'total', label: text.total, money: imports.total },
  ];
  return (
    <dl aria-label={text.title} className={classes.amounts}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={classes.amount}
          data-total={row.key === 'total' || undefined}
          data-zero={row.money.amount === 0 || undefined}
        >
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={row.key === 'total' ? 700 : 500}>
            {formatMoney(row.money)}
          </Text>
        </div>
      ))}
    </dl>
  );
}
