import type { OrderDetail } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { orderKeys } from '../order-keys';

/**
 * One order with its history; every change answers the same shape, which replaces this entry.
 * The entry holds the order with its version, which the selectors send as If-Match.
 */
export function useOrder(id: string): UseQueryResult<OrderDetail> {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.callVersioned(orderRoutes.get, { params: { orderId: id } }, { signal }),
    select: (loaded) => loaded.value,
  });
}
