import { orderStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import type { OrderPermissions } from '../order-permissions';
import { PrintButton } from '../print/print-button';
import { PrintHostDialog } from '../print/print-host-dialog';
import { OrderAmounts } from './order-amounts';
import { StatusSelect } from './status-select';
import { useOrderChange } from './use-order-change';

const text = messages.orders;

/** Id, creation date, the order status, printing and the amounts. */
export function OrderHeader({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const status = useOrderChange(order.id, (value: Order['status']) =>
    api.call(orderRoutes.setStatus, { params: { orderId: order.id }, body: { status: value } }),
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
              {formatDateTime(order.created_at)}
            </Text>
          </Group>
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
          <OrderAmounts imports={order.imports} />
        </Stack>
      </Paper>
    </Stack>
  );
}
