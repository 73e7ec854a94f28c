import type { OrderStatusGroup } from '@comanda/contract/order-enums';
import { orderRoutes } from '@comanda/contract/orders';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../api/api-context';
import { storeToday } from '../../../lib/day-label';
import { ListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { orderKeys, orderPath } from '../order-keys';
import { useNow } from '../shared/use-now';
import { useStoreTimeZone } from '../shared/use-store-info';
import { orderColumns } from './order-columns';
import type { GroupFilter } from './status-group-chips';
import { ALL_GROUPS, parseGroupFilter, SCHEDULED, StatusGroupChips } from './status-group-chips';

/**
 * /orders (every role): newest first, all orders by default ('Todas', as SPEC.md lists them); a
 * chip narrows it to a status group, or to the orders for a later day ('Programadas'), kept in the
 * address as ?group=. A row or its edit button
 * opens the order. The waiting minutes and promise colours tick every 30 s; the live stream
 * refreshes the rows. `tools` sit beside the title ('Nueva orden', for the roles that take orders).
 */
export function OrderListScreen({ tools }: { tools?: ReactNode }) {
  const api = useApi();
  const now = useNow();
  const timeZone = useStoreTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseGroupFilter(searchParams.get('group'));
  // 'Programadas': the orders for a slot after the store's today (the server compares dates).
  let params: { group?: OrderStatusGroup; slot_after?: string } = {};
  if (filter === SCHEDULED) params = { slot_after: storeToday(now, timeZone) };
  else if (filter !== ALL_GROUPS) params = { group: filter };
  const setFilter = (next: GroupFilter) =>
    setSearchParams(next === ALL_GROUPS ? {} : { group: next }, { replace: true });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <PageTitle mb={0}>{messages.screens.orders}</PageTitle>
        {tools}
      </Group>
      <StatusGroupChips value={filter} onChange={setFilter} />
      <ListTable
        label={messages.screens.orders}
        queryKey={orderKeys.list}
        params={params}
        fetchPage={(page, signal) => api.call(orderRoutes.list, { query: page }, { signal })}
        columns={orderColumns({ now, timeZone })}
        minWidth={320}
        editPath={(order) => orderPath(order.id)}
        rowOpens
      />
    </Stack>
  );
}
