import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import type { OrderList } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { liveQueryKeys } from '../../lib/live-query-keys';

/** Under the orders' prefix, so an order changing while the dialog is open updates the list. */
export const activeOrdersKey = [...liveQueryKeys.orders, 'turn-close', 'active'] as const;

/** The orders still moving (new to on the way), oldest first: what closing the turn leaves behind. */
export function useActiveOrders(): UseQueryResult<OrderList> {
  const api = useApi();
  return useQuery({
    queryKey: activeOrdersKey,
    queryFn: ({ signal }) =>
      api.call(
        orderRoutes.list,
        { query: { group: 'active', limit: LIST_MAX_LIMIT, skip: 0, order: 'number__ASC' } },
        { signal },
      ),
  });
}
