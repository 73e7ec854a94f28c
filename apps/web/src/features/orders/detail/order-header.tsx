import { orderStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { formatDateTimeIn } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { OrderActions } from '../actions/order-actions';
import type { OrderPermissions } from '../order-permissions';
import { PrintButton } from '../print/print-button';
import { PrintHostDialog } from '../print/print-host-dialog';
import { PromiseBadge } from '../shared/promise-badge';
import { useNow } from '../shared/use-now';
import { useStoreTimeZone } from '../shared/use-store-info';
import { OrderAmounts } from './order-amounts';
import { StatusSelect } from './status-select';
import { useOrderChange } from './use-order-change';

const text = messages.orders;

/** Id, creation date, promised time, the order status, the one-tap actions, printing and the amounts. */
export function OrderHeader({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const now = useNow();
  const timeZone = useStoreTimeZone();
  const status = useOrderChange(order.id, (value: Order['status'], options) =>
    api.callVersioned(orderRoutes.setStatus, { params: { orderId: order.id }, body: { status: value } }, options),
  );
  return (
    <Stack gap="sm">
      <PageTitle>{text.title(order.number)}</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {text.id}:{' '}
              </Text>
              {order.id}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {text.createdAt}:{' '}
              </Text>
              {formatDateTimeIn(order.created_at, timeZone)}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text span c="dimmed" size="sm">
                {text.promise.label}:
              </Text>
              <PromiseBadge order={order} now={now} timeZone={timeZone} />
            </Group>
          </Group>
          <OrderActions order={order} can={can} />
          <Group align="flex-end" justify="space-between" wrap="wrap">
            <StatusSelect
              label={text.status}
              value={order.status}
              labels={orderStatusLabel}
              disabled={!can.status}
              pending={status.pending}
              onChange={status.change}
            />
            <Group gap="xs">
              <PrintButton order={order} disabled={!can.print} />
              <PrintHostDialog disabled={!can.print} />
            </Group>
          </Group>
          {order.cancel_reason ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {text.cancelReason}:{' '}
              </Text>
              {order.cancel_reason}
            </Text>
          ) : null}
          <OrderAmounts imports={order.imports} />
        </Stack>
      </Paper>
    </Stack>
  );
}
