import type { OrderDetail } from '@comanda/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Versioned } from '../../../api/api-client';
import { isStaleVersion } from '../../../api/api-error';
import { saveToast } from '../../../lib/toast';
import { orderKeys } from '../order-keys';

export interface OrderChange<V> {
  change: (value: V) => void;
  pending: boolean;
}

/** An order as a change answers it: with its version when sent with `callVersioned`. */
export type OrderAnswer = OrderDetail | Versioned<OrderDetail>;

/** How a change goes out: If-Match of the version of the order on screen, when it has one. */
export interface OrderChangeOptions {
  ifMatch?: string;
}

const versionedOrder = (answer: OrderAnswer): Versioned<OrderDetail> =>
  'value' in answer ? answer : { value: answer, version: null };

/**
 * An answered order replaces the cached detail (its entry holds the order with its version), and
 * every other order query (the list, the board, the rider's view) is refreshed. An answer without
 * its version leaves none: the next change goes without If-Match until the live stream reloads it.
 */
export function keepAnsweredOrder(queryClient: QueryClient, answer: OrderAnswer): void {
  const loaded = versionedOrder(answer);
  const detailKey = orderKeys.detail(loaded.value.id);
  queryClient.setQueryData(detailKey, loaded);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
  });
}

/**
 * A change of an order (a selector or a one-tap action): the PUT under `saveToast`, offered
 * If-Match of the version of the order as shown (decision 014; the selectors send it). Its answer
 * (the order with its history) replaces the cached one and the other order queries refresh. When
 * someone else changed the order meanwhile (412, 'Otro usuario modifico esto; recarga'), nothing
 * changed and the order is loaded again.
 */
export function useOrderChange<V>(
  orderId: string,
  send: (value: V, options: OrderChangeOptions) => Promise<OrderAnswer>,
): OrderChange<V> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['order-change', orderId],
    mutationFn: async (value: V) => {
      const detailKey = orderKeys.detail(orderId);
      const version = queryClient.getQueryData<Versioned<OrderDetail>>(detailKey)?.version ?? null;
      const outcome = await saveToast(send(value, version === null ? {} : { ifMatch: version }));
      if (outcome.ok) keepAnsweredOrder(queryClient, outcome.value);
      else if (isStaleVersion(outcome.error)) void queryClient.invalidateQueries({ queryKey: detailKey });
      return outcome;
    },
  });
  return { change: (value) => mutation.mutate(value), pending: mutation.isPending };
}
