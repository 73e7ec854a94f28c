import type { OrderStatusGroup } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { orderKeys } from '../order-keys';
import { orderPermissions } from '../order-permissions';
import { useNow } from '../shared/use-now';
import { useStoreInfo } from '../shared/use-store-info';
import { DeliveryCard } from './delivery-card';

const text = messages.orders.deliveries;

/** Finished deliveries shown under the active ones (a delivered order may still need 'Cobrado'). */
export const FINISHED_SHOWN = 20;

const byPromise = (a: Order, b: Order): number =>
  new Date(a.promised_at).getTime() - new Date(b.promised_at).getTime();

function useMyOrders(group: Extract<OrderStatusGroup, 'active' | 'done'>) {
  const api = useApi();
  return useQuery({
    queryKey: [...orderKeys.deliveries, group],
    queryFn: ({ signal }) =>
      api.call(
        orderRoutes.list,
        {
          query:
            group === 'active'
              ? { rider: 'me', group, limit: 100, skip: 0, order: 'created_at__ASC' }
              : { rider: 'me', group, limit: FINISHED_SHOWN, skip: 0, order: 'created_at__DESC' },
        },
        { signal },
      ),
  });
}

function DeliverySection({
  title,
  empty,
  query,
  sort,
  render,
}: {
  title: string;
  empty: string;
  query: ReturnType<typeof useMyOrders>;
  sort?: (a: Order, b: Order) => number;
  render: (order: Order) => ReactNode;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={text.loading} />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light">
        {text.loadError(query.error.message)}
      </Alert>
    );
  } else if (query.data.data.length === 0) {
    body = <Text c="dimmed">{empty}</Text>;
  } else {
    const orders = sort ? [...query.data.data].sort(sort) : query.data.data;
    body = <Stack gap="sm">{orders.map(render)}</Stack>;
  }
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * /orders/deliveries 'Mis entregas' (phone first): only the orders assigned to the caller
 * (rider=me), the active ones first by promised time, then the last finished ones.
 */
export function MyDeliveries({ role }: { role: Role }) {
  const now = useNow();
  const store = useStoreInfo();
  const active = useMyOrders('active');
  const done = useMyOrders('done');
  const can = orderPermissions(role);
  const render = (order: Order) => (
    <DeliveryCard
      key={order.id}
      order={order}
      can={can}
      now={now}
      timeZone={store.data?.timezone}
      storeCity={store.data?.city ?? ''}
    />
  );
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>{messages.screens.deliveries}</PageTitle>
      <DeliverySection title={text.active} empty={text.noActive} query={active} sort={byPromise} render={render} />
      <DeliverySection title={text.done} empty={text.noDone} query={done} render={render} />
    </Stack>
  );
}
