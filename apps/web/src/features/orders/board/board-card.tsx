import type { Order } from '@comanda/contract/orders';
import { orderDeliveryMethod } from '@comanda/contract/orders';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { ringsNow } from '../../../lib/scheduled-ring';
import { messages } from '../../../lib/messages';
import { OrderActions } from '../actions/order-actions';
import { orderPath } from '../order-keys';
import type { OrderPermissions } from '../order-permissions';
import { CardPaymentLines } from '../shared/card-payment-lines';
import { KitchenLinesList } from '../shared/kitchen-lines-list';
import { cashToCollect, deliverySlotText } from '../shared/order-summary';
import { PromiseBadge } from '../shared/promise-badge';
import classes from './board-card.module.css';

const text = messages.board;

export interface BoardCardProps {
  order: Order;
  can: OrderPermissions;
  now: number;
  timeZone: string | undefined;
}

/**
 * A card of the board: number, client, method and slot, promised time, the lines as the kitchen
 * reads them, the cash to collect and the one-tap buttons of the role. A ringing order stands out.
 */
export function BoardCard({ order, can, now, timeZone }: BoardCardProps) {
  // An order for a later day does not ring before its day (lib/scheduled-ring.ts).
  const ringing = ringsNow(order, now, timeZone);
  const cash = cashToCollect(order);
  return (
    <Card
      component="article"
      aria-label={messages.orders.title(order.number)}
      withBorder
      padding="sm"
      radius="md"
      className={classes.card}
      data-ringing={ringing || undefined}
      bg={ringing ? 'red.0' : undefined}
      style={ringing ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 3 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={orderPath(order.id)} fw={700} size="lg" c="inherit">
            {text.number(order.number)}
          </Anchor>
          <PromiseBadge order={order} now={now} timeZone={timeZone} />
        </Group>
        {ringing ? (
          <Badge color="red.9" tt="none" radius="sm">
            {text.ringing}
          </Badge>
        ) : null}
        <Text fw={600} size="sm">
          {order.client.name}
        </Text>
        <Text size="sm">
          {messages.orders.summary(messages.orders.methodShort[orderDeliveryMethod(order)], deliverySlotText(order, now, timeZone))}
        </Text>
        <KitchenLinesList order={order} />
        {cash ? (
          <Text size="sm" fw={700}>
            {text.collect(formatMoney(cash))}
          </Text>
        ) : null}
        <CardPaymentLines order={order} />
        <OrderActions order={order} can={can} size="xs" />
      </Stack>
    </Card>
  );
}
