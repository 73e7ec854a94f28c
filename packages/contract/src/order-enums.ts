import { z } from 'zod';

/** An order's overall status; staff may set any value (SPEC.md section 4). */
export const OrderStatus = z.enum([
  'process',
  'payment_pending',
  'payment_paid',
  'preparation_pending',
  'preparation_in_process',
  'preparation_completed',
  'delivery_pending',
  'delivery_in_process',
  'delivery_outside',
  'delivery_completed',
  'completed',
  'cancel_store',
  'cancel_client',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const orderStatusLabel: Record<OrderStatus, string> = {
  process: 'Nueva',
  payment_pending: 'Pago Pendiente',
  payment_paid: 'Pago Realizado',
  preparation_pending: 'Preparacion Pendiente',
  preparation_in_process: 'En Preparacion',
  preparation_completed: 'Preparada',
  delivery_pending: 'Entrega Pendiente',
  delivery_in_process: 'Entrega en Proceso',
  delivery_outside: 'En Camino',
  delivery_completed: 'Entregada',
  completed: 'Completada',
  cancel_store: 'Cancelada por Tienda',
  cancel_client: 'Cancelada por Cliente',
};

/** Statuses of an order that no longer counts as a sale. */
export const cancelledOrderStatuses = [
  'cancel_store',
  'cancel_client',
] as const satisfies readonly OrderStatus[];
export const isCancelled = (status: OrderStatus): boolean =>
  (cancelledOrderStatuses as readonly OrderStatus[]).includes(status);

export const PreparationStatus = z.enum(['pending', 'in_process', 'prepared']);
export type PreparationStatus = z.infer<typeof PreparationStatus>;
export const preparationStatusLabel: Record<PreparationStatus, string> = {
  pending: 'Pendiente',
  in_process: 'En Preparacion',
  prepared: 'Preparado',
};

export const DeliveryStatus = z.enum(['pending', 'in_process', 'outside', 'delivered']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;
export const deliveryStatusLabel: Record<DeliveryStatus, string> = {
  pending: 'Pendiente',
  in_process: 'En Proceso',
  outside: 'En Camino',
  delivered: 'Entregado',
};

export const PaymentStatus = z.enum(['pending', 'in_process', 'paid']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const paymentStatusLabel: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  in_process: 'En Proceso',
  paid: 'Pagado',
};

export const PaymentMethod = z.enum(['cash', 'bank_transfer', 'mercado_pago']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const paymentMethodLabel: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  bank_transfer: 'Transferencia',
  mercado_pago: 'Mercado Pago',
};

export const DeliveryMethod = z.enum(['shipment', 'take_away']);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;
export const deliveryMethodLabel: Record<DeliveryMethod, string> = {
  shipment: 'Envio a domicilio',
  take_away: 'Retiro en tienda',
};

/**
 * The list's filter chips and the board's columns: each status belongs to one group. 'active'
 * is every group an order still moves through (new to on the way).
 */
export const OrderStatusGroup = z.enum([
  'active',
  'new',
  'preparing',
  'ready',
  'on_the_way',
  'done',
  'cancelled',
]);
export type OrderStatusGroup = z.infer<typeof OrderStatusGroup>;

export const orderStatusGroupLabel: Record<OrderStatusGroup, string> = {
  active: 'Activas',
  new: 'Nuevas',
  preparing: 'En preparacion',
  ready: 'Listas',
  on_the_way: 'En camino',
  done: 'Terminadas',
  cancelled: 'Canceladas',
};

const groupOfStatus: Record<OrderStatus, Exclude<OrderStatusGroup, 'active'>> = {
  process: 'new',
  payment_pending: 'preparing',
  payment_paid: 'preparing',
  preparation_pending: 'preparing',
  preparation_in_process: 'preparing',
  preparation_completed: 'ready',
  delivery_pending: 'ready',
  delivery_in_process: 'ready',
  delivery_outside: 'on_the_way',
  delivery_completed: 'done',
  completed: 'done',
  cancel_store: 'cancelled',
  cancel_client: 'cancelled',
};

export const orderStatusGroupOf = (status: OrderStatus): Exclude<OrderStatusGroup, 'active'> =>
  groupOfStatus[status];

const activeGroups: readonly OrderStatusGroup[] = ['new', 'preparing', 'ready', 'on_the_way'];

/** The statuses a group filter keeps. */
export function statusesOfGroup(group: OrderStatusGroup): OrderStatus[] {
  return OrderStatus.options.filter((status) =>
    group === 'active' ? activeGroups.includes(groupOfStatus[status]) : groupOfStatus[status] === group,
  );
}

/** Completed and cancelled orders no longer move on by themselves (DECISIONS.md "Order flow"). */
export const isFinalStatus = (status: OrderStatus): boolean =>
  status === 'completed' || isCancelled(status);
