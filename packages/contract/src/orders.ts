import { z } from 'zod';
import { UserSummary } from './auth';
import { Price } from './catalogue/price';
import { IsoDateTime, TimeOfDay, Uuid } from './common';
import { listOf } from './list';
import { sortableListQuery } from './list-query';
import { Money } from './money';
import {
  type DeliveryMethod,
  DeliveryStatus,
  OrderStatus,
  type PaymentMethod,
  PaymentStatus,
  PreparationStatus,
} from './order-enums';
import { Role } from './roles';
import { defineRoute } from './route';
import { Address } from './store/address';

/*
 * An order as SPEC.md section 3 describes it. Lines, their toppings and the chosen options are
 * maps keyed by id. Every price is a copy taken when the order was placed, so later catalogue
 * edits do not change it.
 */

/** A chosen option: `count` units, `imports` per unit. */
export const OrderToppingOption = z.object({
  id: Uuid,
  name: z.string(),
  count: z.number().int().min(1),
  imports: Price,
});
export type OrderToppingOption = z.infer<typeof OrderToppingOption>;

/** A topping of a line; `error` explains a selection the store should look at, else null. */
export const OrderTopping = z.object({
  id: Uuid,
  name: z.string(),
  error: z.string().nullable(),
  options: z.record(Uuid, OrderToppingOption),
});
export type OrderTopping = z.infer<typeof OrderTopping>;

/** The article of a line as it was sold (`imports` is its price then). */
export const OrderItemArticle = z.object({
  id: Uuid,
  slug: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  imports: Price,
});
export type OrderItemArticle = z.infer<typeof OrderItemArticle>;

/**
 * One unit of an article with its toppings. imports.total is what the line costs: the article's
 * total plus each chosen option's total times its count (DECISIONS.md "Pricing").
 */
export const OrderItem = z.object({
  id: Uuid,
  message: z.string().nullable(),
  imports: Price,
  article: OrderItemArticle,
  toppings: z.record(Uuid, OrderTopping),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderClient = z.object({ id: Uuid, name: z.string(), phone: z.string() });
export type OrderClient = z.infer<typeof OrderClient>;

/** A later slot: a date (YYYY-MM-DD, store time zone) and one entry of the method's schedule. */
export const OrderDeliverySlot = z.object({
  date: z.iso.date(),
  schedule_id: Uuid,
  start: TimeOfDay,
  end: TimeOfDay,
});
export type OrderDeliverySlot = z.infer<typeof OrderDeliverySlot>;

/** Exactly one method is set, the other is null; datetime is null when immediate. */
export const OrderDeliveryMethods = z.object({
  take_away: z
    .object({ immediate: z.boolean(), datetime: OrderDeliverySlot.nullable() })
    .nullable(),
  shipment: z
    .object({
      immediate: z.boolean(),
      datetime: OrderDeliverySlot.nullable(),
      location: Address,
    })
    .nullable(),
});
export type OrderDeliveryMethods = z.infer<typeof OrderDeliveryMethods>;

export const OrderRider = UserSummary;
export type OrderRider = z.infer<typeof OrderRider>;

export const OrderDelivery = z.object({
  cost: Money,
  status: DeliveryStatus,
  methods: OrderDeliveryMethods,
  rider: OrderRider.nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

/** The account the customer was told to pay into, and the voucher once uploaded. */
export const OrderBankTransfer = z.object({
  name: z.string(),
  alias: z.string(),
  cuit: z.string(),
  cvu: z.string(),
  voucher_url: z.string().nullable(),
});
export type OrderBankTransfer = z.infer<typeof OrderBankTransfer>;

/** Exactly one method is set, the others are null. */
export const OrderPaymentMethods = z.object({
  cash: z.object({}).nullable(),
  bank_transfer: OrderBankTransfer.nullable(),
  mercado_pago: z.object({}).nullable(),
});
export type OrderPaymentMethods = z.infer<typeof OrderPaymentMethods>;

export const OrderPayment = z.object({ status: PaymentStatus, methods: OrderPaymentMethods });
export type OrderPayment = z.infer<typeof OrderPayment>;

/**
 * items: sum of the lines' totals; delivery: shipment cost; discount: what article discounts
 * saved (informative, already inside items); coupon: the coupon's discount;
 * total = items + delivery - coupon.
 */
export const OrderImports = z.object({
  items: Money,
  delivery: Money,
  discount: Money,
  coupon: Money,
  total: Money,
});
export type OrderImports = z.infer<typeof OrderImports>;

export const Order = z.object({
  id: Uuid,
  /** Counts up per store without gaps. */
  number: z.number().int().min(1),
  status: OrderStatus,
  created_at: IsoDateTime,
  client: OrderClient,
  items: z.record(Uuid, OrderItem),
  delivery: OrderDelivery,
  payment: OrderPayment,
  preparation: z.object({ status: PreparationStatus }),
  coupon: z.object({ id: Uuid, code: z.string() }).nullable(),
  imports: OrderImports,
});
export type Order = z.infer<typeof Order>;

export function orderDeliveryMethod(order: Pick<Order, 'delivery'>): DeliveryMethod {
  return order.delivery.methods.shipment ? 'shipment' : 'take_away';
}

export function orderPaymentMethod(order: Pick<Order, 'payment'>): PaymentMethod {
  const { methods } = order.payment;
  if (methods.bank_transfer) return 'bank_transfer';
  if (methods.mercado_pago) return 'mercado_pago';
  return 'cash';
}

/** Staff who can take an order out: delivery role first (DECISIONS.md "Roles"). */
export const RiderCandidate = z.object({
  id: Uuid,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: Role,
});
export type RiderCandidate = z.infer<typeof RiderCandidate>;

export const OrderParams = z.object({ orderId: Uuid });
export type OrderParams = z.infer<typeof OrderParams>;

export const orderSortFields = ['created_at', 'number', 'status'] as const;

/** `query` searches number, client name and phone; `status` keeps one status only. */
export const OrderListQuery = sortableListQuery(orderSortFields).extend({
  status: OrderStatus.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderList = listOf(Order);
export type OrderList = z.infer<typeof OrderList>;

export const OrderStatusBody = z.object({ status: OrderStatus });
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;
export const PreparationStatusBody = z.object({ status: PreparationStatus });
export type PreparationStatusBody = z.infer<typeof PreparationStatusBody>;
export const DeliveryStatusBody = z.object({ status: DeliveryStatus });
export type DeliveryStatusBody = z.infer<typeof DeliveryStatusBody>;
export const PaymentStatusBody = z.object({ status: PaymentStatus });
export type PaymentStatusBody = z.infer<typeof PaymentStatusBody>;

/** null takes the rider off the order. */
export const RiderBody = z.object({ user_id: Uuid.nullable() });
export type RiderBody = z.infer<typeof RiderBody>;

export const RiderCandidateList = listOf(RiderCandidate);
export type RiderCandidateList = z.infer<typeof RiderCandidateList>;

export const orderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/orders',
    tag: 'orders',
    summary: 'Lista las ordenes (busca por numero, nombre o telefono del cliente)',
    query: OrderListQuery,
    response: OrderList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/orders/:orderId',
    tag: 'orders',
    summary: 'Una orden',
    params: OrderParams,
    response: Order,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/status',
    tag: 'orders',
    summary: 'Cambia el estado de la orden (root y admin)',
    params: OrderParams,
    body: OrderStatusBody,
    response: Order,
  }),
  setPreparation: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/preparation',
    tag: 'orders',
    summary: 'Cambia el estado de la preparacion (root y admin)',
    params: OrderParams,
    body: PreparationStatusBody,
    response: Order,
  }),
  setDelivery: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/delivery',
    tag: 'orders',
    summary: 'Cambia el estado de la entrega (root, admin y repartidor)',
    params: OrderParams,
    body: DeliveryStatusBody,
    response: Order,
  }),
  setPayment: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/payment',
    tag: 'orders',
    summary: 'Cambia el estado del pago (root, admin y repartidor)',
    params: OrderParams,
    body: PaymentStatusBody,
    response: Order,
  }),
  riders: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/orders/:orderId/delivery/rider',
    tag: 'orders',
    summary: 'Personal que puede llevar la orden, repartidores primero',
    params: OrderParams,
    response: RiderCandidateList,
  }),
  setRider: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/delivery/rider',
    tag: 'orders',
    summary: 'Asigna (o quita, con null) el repartidor de la orden (root y admin)',
    params: OrderParams,
    body: RiderBody,
    response: Order,
  }),
};
