import type { OrderDetail } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import type { ApiClient } from '../../../api/api-client';

/** One tap with what it needs: minutes, a reason or a rider. */
export type OrderActionRequest =
  | { action: 'accept'; minutes: number }
  | { action: 'reject'; reason: string }
  | { action: 'ready' }
  | { action: 'dispatch'; userId: string }
  | { action: 'delivered' }
  | { action: 'paid' }
  | { action: 'delay'; minutes: number };

/** The PUT of a one-tap action; every one answers the order with its history. */
export function sendOrderAction(api: ApiClient, orderId: string, request: OrderActionRequest): Promise<OrderDetail> {
  const params = { orderId };
  switch (request.action) {
    case 'accept':
      return api.call(orderRoutes.accept, { params, body: { minutes: request.minutes } });
    case 'reject':
      return api.call(orderRoutes.reject, { params, body: { reason: request.reason } });
    case 'ready':
      return api.call(orderRoutes.ready, { params });
    case 'dispatch':
      return api.call(orderRoutes.dispatch, { params, body: { user_id: request.userId } });
    case 'delivered':
      return api.call(orderRoutes.delivered, { params });
    case 'paid':
      return api.call(orderRoutes.paid, { params });
    case 'delay':
      return api.call(orderRoutes.delay, { params, body: { minutes: request.minutes } });
  }
}
