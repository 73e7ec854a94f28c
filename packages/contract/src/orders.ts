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
  OrderStatusGroup,
  type PaymentMethod,
  PaymentStatus,
  PreparationStatus,
} from './order-enums';
import { CreateOrderBody } from './order-input';
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
/** cash.pays_with: what the customer pays with (the change is pays_with - total); null when not said. */
export const OrderPaymentMethods = z.object({
  cash: z.object({ pays_with: Money.nullable() }).nullable(),
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

/** The staff user who took the order at the counter (name as the user is called now). */
export const OrderEnteredBy = z.object({ user_id: Uuid, name: z.string() });
export type OrderEnteredBy = z.infer<typeof OrderEnteredBy>;

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
  /**
   * When the customer was told to expect it (DECISIONS.md "Order flow"): the slot end for a
   * scheduled order; otherwise creation (or acceptance) plus the preparation delay, plus each
   * 'Demorar'.
   */
  promised_at: IsoDateTime,
  /** When staff accepted it ('Aceptar'); null before. */
  accepted_at: IsoDateTime.nullable(),
  /** When staff first opened, accepted or rejected it: it rings while 'Nueva' and this is null. */
  seen_at: IsoDateTime.nullable(),
  /** Why the store rejected it ('Rechazar'); null otherwise. */
  cancel_reason: z.string().nullable(),
  /**
   * Who entered it at the counter ('Nueva orden', a phone call); null for a customer's own order.
   * The server always sends it; absent reads as null (answers kept from before the field).
   */
  entered_by: OrderEnteredBy.nullable().optional(),
  /**
   * When the wait ended ('Espera' stops): delivered, or else cancelled; null while it goes on.
   * Absent reads as null (answers kept from before the field).
   */
  finished_at: IsoDateTime.nullable().optional(),
});
export type Order = z.infer<typeof Order>;

/** An order rings on staff screens while it is 'Nueva' and nobody has attended it. */
export const isOrderRinging = (order: Pick<Order, 'status' | 'seen_at'>): boolean =>
  order.status === 'process' && order.seen_at === null;

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

/**
 * `query` searches number, client name and phone; `status` keeps one status only; `group` keeps
 * the statuses of a filter chip; `rider=me` keeps the orders assigned to the caller.
 */
export const OrderListQuery = sortableListQuery(orderSortFields).extend({
  status: OrderStatus.optional(),
  group: OrderStatusGroup.optional(),
  rider: z.literal('me').optional(),
  /**
   * Keeps the orders for a slot on a later day than this date (YYYY-MM-DD): the caller sends the
   * store's today, so 'Programadas' is read on the store's calendar and a kept answer never
   * outlives the day it was asked on.
   */
  slot_after: z.iso.date().optional(),
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

/** What one history entry changed. */
export const OrderEventField = z.enum([
  'order',
  'status',
  'preparation',
  'delivery',
  'payment',
  'rider',
  'voucher',
  'promised_at',
  'seen',
]);
export type OrderEventField = z.infer<typeof OrderEventField>;

/**
 * An order event's kind: the notification key of SPEC.md section 6 where one fits, else a kind
 * of its own (promised time moved, order seen). Store-level events (turn) share the sequence.
 */
export const OrderEventKind = z.enum([
  'order:created',
  'order:changed',
  'order:preparation:changed',
  'order:delivery:changed',
  'order:payment:changed',
  'order:payment:transfer:voucher:changed',
  'order:delivery:rider:changed',
  'order:promised:changed',
  'order:seen',
]);
export type OrderEventKind = z.infer<typeof OrderEventKind>;

/** The call that made a change: a selector ('set'), a one-tap action, the customer's order or voucher. */
export const OrderAction = z.enum([
  'place',
  'set',
  'accept',
  'reject',
  'ready',
  'dispatch',
  'delivered',
  'paid',
  'delay',
  'seen',
  'voucher',
]);
export type OrderAction = z.infer<typeof OrderAction>;

export const ActorKind = z.enum(['user', 'customer', 'system']);
export type ActorKind = z.infer<typeof ActorKind>;

/** Who made a change: a staff user (with id), the customer, or the system; name as shown. */
export const OrderActor = z.object({ kind: ActorKind, user_id: Uuid.nullable(), name: z.string() });
export type OrderActor = z.infer<typeof OrderActor>;

/**
 * One change of an order: `seq` is its place in the store's event sequence (the live stream's
 * event id); from/to are the values as text (status values, a rider's user id, a time).
 */
export const OrderHistoryEntry = z.object({
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: OrderEventKind,
  action: OrderAction,
  field: OrderEventField,
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  actor: OrderActor,
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** GET of one order and the answer of every change: the order with its history, oldest first. */
export const OrderDetail = Order.extend({ history: z.array(OrderHistoryEntry) });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const ORDER_MINUTES_MAX = 240;
/** Aceptar: minutes until it is ready, defaulting on screen to the store's preparation delay. */
export const AcceptOrderBody = z.object({ minutes: z.number().int().min(0).max(ORDER_MINUTES_MAX) });
export type AcceptOrderBody = z.infer<typeof AcceptOrderBody>;
export const REJECT_REASON_MAX = 300;
/** Rechazar: why, kept with the order (status cancel_store). */
export const RejectOrderBody = z.object({ reason: z.string().trim().min(1).max(REJECT_REASON_MAX) });
export type RejectOrderBody = z.infer<typeof RejectOrderBody>;
/** Demorar: minutes added to the promised time ('+10', '+20'). */
export const DelayOrderBody = z.object({ minutes: z.number().int().min(1).max(ORDER_MINUTES_MAX) });
export type DelayOrderBody = z.infer<typeof DelayOrderBody>;
/** Despachar: the rider who takes it out ('En camino'). */
export const DispatchOrderBody = z.object({ user_id: Uuid });
export type DispatchOrderBody = z.infer<typeof DispatchOrderBody>;

/** GET clients?phone=: any spelling of the phone; the server normalises it (normalisePhone). */
export const ClientLookupQuery = z.object({ phone: z.string().trim().min(1).max(30) });
export type ClientLookupQuery = z.infer<typeof ClientLookupQuery>;

/**
 * The store's earlier client with that phone, from their orders: the name and phone of the latest
 * one, the address of the latest shipment (null: never shipped to), how many orders, and when the
 * latest was placed.
 */
export const ClientLookup = z.object({
  name: z.string(),
  phone: z.string(),
  location: Address.nullable(),
  orders_count: z.number().int().min(1),
  last_order_at: IsoDateTime,
});
export type ClientLookup = z.infer<typeof ClientLookup>;

export const orderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/orders',
    tag: 'orders',
    summary: 'Lista las ordenes (busca por numero, nombre o telefono del cliente)',
    query: OrderListQuery,
    response: OrderList,
  }),
  /**
   * A phone order at the counter (root, admin, operator): the storefront's body and rules
   * (pricing, coupon, stock, delivery and payment checks), header Idempotency-Key (uuid; the same
   * key and body answer the same order). Answers 201 with the order and its history.
   */
  create: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/orders',
    tag: 'orders',
    summary: 'Carga una orden tomada por telefono o en el mostrador (root, admin y operador)',
    body: CreateOrderBody,
    response: OrderDetail,
    successStatus: 201,
  }),
  client: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/clients',
    tag: 'orders',
    summary: 'Busca un cliente anterior de la tienda por telefono (root, admin y operador)',
    query: ClientLookupQuery,
    response: ClientLookup,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/orders/:orderId',
    tag: 'orders',
    summary: 'Una orden con su historial',
    params: OrderParams,
    response: OrderDetail,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/status',
    tag: 'orders',
    summary: 'Cambia el estado de la orden (root, admin y operador)',
    params: OrderParams,
    body: OrderStatusBody,
    response: OrderDetail,
  }),
  setPreparation: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/preparation',
    tag: 'orders',
    summary: 'Cambia el estado de la preparacion (root, admin y operador)',
    params: OrderParams,
    body: PreparationStatusBody,
    response: OrderDetail,
  }),
  setDelivery: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/delivery',
    tag: 'orders',
    summary: 'Cambia el estado de la entrega (root, admin, operador y repartidor)',
    params: OrderParams,
    body: DeliveryStatusBody,
    response: OrderDetail,
  }),
  setPayment: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/payment',
    tag: 'orders',
    summary: 'Cambia el estado del pago (root, admin, operador y repartidor)',
    params: OrderParams,
    body: PaymentStatusBody,
    response: OrderDetail,
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
    summary: 'Asigna (o quita, con null) el repartidor de la orden (root, admin y operador)',
    params: OrderParams,
    body: RiderBody,
    response: OrderDetail,
  }),
  accept: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/accept',
    tag: 'orders',
    summary: 'Aceptar: preparacion en proceso, hora prometida = ahora + minutos',
    params: OrderParams,
    body: AcceptOrderBody,
    response: OrderDetail,
  }),
  reject: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/reject',
    tag: 'orders',
    summary: 'Rechazar: cancelada por la tienda, con el motivo; devuelve el stock',
    params: OrderParams,
    body: RejectOrderBody,
    response: OrderDetail,
  }),
  ready: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/ready',
    tag: 'orders',
    summary: 'Listo: preparacion terminada',
    params: OrderParams,
    response: OrderDetail,
  }),
  dispatch: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/dispatch',
    tag: 'orders',
    summary: 'Despachar: asigna el repartidor y la orden sale (En camino)',
    params: OrderParams,
    body: DispatchOrderBody,
    response: OrderDetail,
  }),
  delivered: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/delivered',
    tag: 'orders',
    summary: 'Entregado: entrega terminada (completada si ya esta cobrada)',
    params: OrderParams,
    response: OrderDetail,
  }),
  paid: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/paid',
    tag: 'orders',
    summary: 'Cobrado: pago recibido (completada si ya esta entregada)',
    params: OrderParams,
    response: OrderDetail,
  }),
  delay: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/delay',
    tag: 'orders',
    summary: 'Demorar: suma minutos a la hora prometida',
    params: OrderParams,
    body: DelayOrderBody,
    response: OrderDetail,
  }),
  seen: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/orders/:orderId/seen',
    tag: 'orders',
    summary: 'Marca la orden como vista: deja de sonar en todas las pantallas',
    params: OrderParams,
    response: OrderDetail,
  }),
};
