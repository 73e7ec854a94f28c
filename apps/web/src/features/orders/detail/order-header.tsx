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
import { EnteredBy } from '../shared/entered-by';
import { PromiseBadge } from '../shared/promise-badge';
import { useNow } from '../shared/use-now';
import { useStoreTimeZone } from '../shared/use-store-info';
import { OrderAmounts } from './order-amounts';
import classes from './order-header.module.css';
import { StatusSelect } from './status-select';
import { useOrderChange } from './use-order-change';

const text = messages.orders;

/**
 * Number and printing; id, creation date and promised time; then the one-tap actions, the order
 * status and the amounts: compact, so a phone reaches the tabs without scrolling far.
 */
export function OrderHeader({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const now = useNow();
  const timeZone = useStoreTimeZone();
  const status = useOrderChange(order.id, (value: Order['status'], options) =>
    api.callVersioned(orderRoutes.setStatus, { params: { orderId: order.id }, body: { status: value } }, options),
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <PageTitle mb={0}>{text.title(order.number)}</PageTitle>
        <Group gap="xs" wrap="nowrap">
          <PrintButton order={order} disabled={!can.print} />
          <PrintHostDialog disabled={!can.print} />
        </Group>
      </Group>
      <Group wrap="wrap" style={{ rowGap: 2, columnGap: 'var(--mantine-spacing-lg)' }}>
        <Text size="xs" className={classes.id}>
          <Text span c="dimmed" size="xs">
            {text.id}:{' '}
          </Text>
          {order.id}
        </Text>
        <Text size="xs">
          <Text span c="dimmed" size="xs">
            {text.createdAt}:{' '}
          </Text>
          {formatDateTimeIn(order.created_at, timeZone)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text span c="dimmed" size="xs">
            {text.promise.label}:
          </Text>
          <PromiseBadge order={order} now={now} timeZone={timeZone} />
        </Group>
        <EnteredBy order={order} />
      </Group>
      <Paper withBorder className={classes.panel}>
        <Stack gap="xs">
          <OrderActions order={order} can={can} />
          <StatusSelect
            label={text.status}
            value={order.status}
            labels={orderStatusLabel}
            disabled={!can.status}
            pending={status.pending}
            inlineLabel
            onChange={status.change}
          />
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
