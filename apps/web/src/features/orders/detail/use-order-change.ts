import type { Order } from '@comanda/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveToast } from '../../../lib/toast';
import { orderKeys } from '../order-keys';

export interface OrderChange<V> {
  change: (value: V) => void;
  pending: boolean;
}

/**
 * A change of an order (status, preparation, delivery, payment, rider): the PUT under
 * `saveToast`; its answer replaces the cached order and the list is refreshed.
 */
export function useOrderChange<V>(orderId: string, send: (value: V) => Promise<Order>): OrderChange<V> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (value: V) => {
      const outcome = await saveToast(send(value));
      if (outcome.ok) {
        queryClient.setQueryData(orderKeys.detail(orderId), outcome.value);
        void queryClient.invalidateQueries({ queryKey: orderKeys.list });
      }
      return outcome;
    },
  });
  return { change: (value) => mutation.mutate(value), pending: mutation.isPending };
}
