import type { OrderDetail } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client';
import { useApi } from '../../../api/api-context';
import { orderKeys } from '../order-keys';

/**
 * One order with its history; every change answers the same shape, which replaces this entry.
 * The entry holds the order with its version, which the selectors send as If-Match.
 */
export function useOrder(id: string): UseQueryResult<OrderDetail> {
  const api = useApi();
  return useQuery({ ...orderQuery(api, id), select: (loaded) => loaded.value });
}

/** The order's number for the breadcrumb: the same entry as the order's screen, so no second request. */
export function useOrderNumber(id: string | undefined): number | undefined {
  const api = useApi();
  const number = useQuery({
    ...orderQuery(api, id ?? ''),
    enabled: id !== undefined,
    select: (loaded) => loaded.value.number,
  });
  return number.data;
}

function orderQuery(api: ApiClient, id: string) {
  return {
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.callVersioned(orderRoutes.get, { params: { orderId: id } }, { signal }),
  };
}
