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
