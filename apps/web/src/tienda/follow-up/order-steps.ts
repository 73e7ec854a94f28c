import type { DeliveryMethod, OrderStatus } from '@comanda/contract/order-enums';

/*
 * What the customer sees of an order's status: a few steps in plain Spanish instead of the
 * thirteen statuses staff work with. Take-away has no 'En camino'.
 */

export type StepKey = 'received' | 'preparing' | 'ready' | 'on_the_way' | 'delivered';

export interface FollowUpStep {
  key: StepKey;
  label: string;
}

const stepOfStatus: Record<OrderStatus, StepKey | 'cancelled'> = {
  process: 'received',
  payment_pending: 'preparing',
  payment_paid: 'preparing',
  preparation_pending: 'preparing',
  preparation_in_process: 'preparing',
  preparation_completed: 'ready',
  delivery_pending: 'ready',
  delivery_in_process: 'ready',
  delivery_outside: 'on_the_way',
  delivery_completed: 'delivered',
  completed: 'delivered',
  cancel_store: 'cancelled',
  cancel_client: 'cancelled',
};

export function followUpSteps(method: DeliveryMethod): FollowUpStep[] {
  return method === 'shipment'
    ? [
        { key: 'received', label: 'Recibido' },
        { key: 'preparing', label: 'Aceptado, en preparación' },
        { key: 'ready', label: 'Listo' },
        { key: 'on_the_way', label: 'En camino' },
        { key: 'delivered', label: 'Entregado' },
      ]
    : [
        { key: 'received', label: 'Recibido' },
        { key: 'preparing', label: 'Aceptado, en preparación' },
        { key: 'ready', label: 'Listo para retirar' },
        { key: 'delivered', label: 'Entregado' },
      ];
}

/** The step the order is at; null when cancelled. A take-away 'on the way' counts as ready. */
export function currentStep(status: OrderStatus, method: DeliveryMethod): StepKey | null {
  const step = stepOfStatus[status];
  if (step === 'cancelled') return null;
  return step === 'on_the_way' && method === 'take_away' ? 'ready' : step;
}

/** The sentence under the title: what is happening now. */
export function statusHeadline(status: OrderStatus, method: DeliveryMethod): string {
  if (status === 'cancel_store') return 'La tienda canceló el pedido';
  if (status === 'cancel_client') return 'El pedido fue cancelado';
  switch (currentStep(status, method)) {
    case 'received':
      return 'Recibimos tu pedido. La tienda lo va a aceptar en breve.';
    case 'preparing':
      return 'La tienda aceptó tu pedido y lo está preparando.';
    case 'ready':
      return method === 'shipment' ? 'Tu pedido está listo y sale pronto.' : 'Tu pedido está listo para retirar.';
    case 'on_the_way':
      return 'Tu pedido está en camino.';
    default:
      return method === 'shipment' ? 'Tu pedido fue entregado.' : 'Retiraste tu pedido.';
  }
}

/** Completed or cancelled: nothing more will change, so the page stops asking. */
export const isSettled = (status: OrderStatus): boolean =>
  stepOfStatus[status] === 'cancelled' || stepOfStatus[status] === 'delivered';
