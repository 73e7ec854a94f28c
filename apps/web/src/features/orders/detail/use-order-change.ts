import type { OrderDetail } from '@comanda/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { saveToast } from '../../../lib/toast';
import { orderKeys } from '../order-keys';

export interface OrderChange<V> {
  change: (value: V) => void;
  pending: boolean;
}

/**
 * An answered order replaces the cached detail, and every other order query (the list, the
 * board, the rider's view) is refreshed.
 */
export function keepAnsweredOrder(queryClient: QueryClient, order: OrderDetail): void {
  const detailKey = orderKeys.detail(order.id);
  queryClient.setQueryData(detailKey, order);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
  });
}

/**
 * A change of an order (a selector or a one-tap action): the PUT under `saveToast`; its answer
 * (the order with its history) replaces the cached one and the other order queries refresh.
 */
export function useOrderChange<V>(orderId: string, send: (value: V) => Promise<OrderDetail>): OrderChange<V> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['order-change', orderId],
    mutationFn: async (value: V) => {
      const outcome = await saveToast(send(value));
      if (outcome.ok) keepAnsweredOrder(queryClient, outcome.value);
      return outcome;
    },
  });
  return { change: (value) => mutation.mutate(value), pending: mutation.isPending };
}
