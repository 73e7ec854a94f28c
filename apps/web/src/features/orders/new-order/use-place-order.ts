import type { OrderDetail } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import type { CreateOrderBodyInput } from '@comanda/contract/storefront';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { newUuid } from '../../../lib/uuid';
import { orderKeys } from '../order-keys';

/**
 * 'Crear orden': POST /v1/backoffice/orders with an Idempotency-Key kept for the attempt. A second
 * click while it is on its way does nothing; a retry of the same body (after a lost answer) sends
 * the same key, so the server answers the order it made instead of making another. A changed
 * body is a new attempt with a new key.
 */
export function usePlaceOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  async function place(body: CreateOrderBodyInput): Promise<OrderDetail | null> {
    if (inFlight.current) return null;
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newUuid(), body: json };
    inFlight.current = true;
    setPlacing(true);
    try {
      const order = await api.call(orderRoutes.create, { body }, { idempotencyKey: attempt.current.key });
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return order;
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return { place, placing };
}
