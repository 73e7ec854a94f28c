import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { orderKeys } from '../order-keys';

/** One order; every change answers the updated order, which replaces this cache entry. */
export function useOrder(id: string): UseQueryResult<Order> {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.call(orderRoutes.get, { params: { orderId: id } }, { signal }),
  });
}
