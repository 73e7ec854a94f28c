import type { Order } from '@comanda/contract/orders';
import { isOrderRinging, orderRoutes } from '@comanda/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../api/api-context';
import { keepAnsweredOrder } from './use-order-change';

/**
 * A staff member who works orders opened a ringing order: PUT seen once, so it stops ringing on
 * every screen of the store. Silent: no toast, a failure only leaves it ringing.
 */
export function useMarkSeen(order: Pick<Order, 'id' | 'status' | 'seen_at'> | undefined, allowed: boolean): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const sent = useRef(new Set<string>());
  const ringing = order !== undefined && isOrderRinging(order);
  const orderId = order?.id;
  useEffect(() => {
    if (!allowed || !ringing || !orderId || sent.current.has(orderId)) return;
    sent.current.add(orderId);
    api
      .callVersioned(orderRoutes.seen, { params: { orderId } })
      .then((answer) => keepAnsweredOrder(queryClient, answer))
      .catch(() => undefined);
  }, [allowed, ringing, orderId, api, queryClient]);
}
