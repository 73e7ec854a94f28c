import { z } from 'zod';
import { Article } from './catalogue/articles';
import { Section } from './catalogue/sections';
import { Topping, ToppingOption } from './catalogue/toppings';
import { IsoDateTime, Slug, Uuid } from './common';
import { Money } from './money';
import { DeliveryMethod } from './order-enums';
import { CreateOrderBody } from './order-input';
import { Order, OrderDelivery, OrderDeliverySlot, OrderImports, OrderItem, OrderRider } from './orders';
import { PhoneInput } from './phone';
import { defineRoute } from './route';
import { ShipmentSettings, TakeAwaySettings } from './store/delivery';
import { BankTransferSettings, CashSettings } from './store/payments';
import { StoreProfile } from './store/profile';
import { ScheduleEntry } from './store/schedule';
import { ChannelStatus } from './store/status';

export {
  CreateOrderBody,
  type CreateOrderBodyInput,
  IDEMPOTENCY_HEADER,
  IdempotencyKey,
  ORDER_ITEMS_MAX,
  ORDER_MESSAGE_MAX,
  ORDER_OPTION_COUNT_MAX,
  OrderDeliveryInput,
  OrderItemInput,
  OrderLocationInput,
  OrderOptionInput,
  OrderPaymentInput,
  OrderToppingInput,
} from './order-input';

/*
 * The public storefront (DECISIONS.md "Scope"): no staff token, so that orders arrive.
 */

export const StorefrontParams = z.object({ slug: Slug });
export const StorefrontOrderParams = z.object({ slug: Slug, orderId: Uuid });

/** The customer proves the order is theirs with the phone it was placed with. */
export const StorefrontOrderQuery = z.object({ phone: PhoneInput });
export type StorefrontOrderQuery = z.infer<typeof StorefrontOrderQuery>;

/** A channel as customers see it: no staff names. */
export const PublicChannelStatus = ChannelStatus.pick({ open: true, reason: true, accepts_later_slots: true }).extend({
  /** The end of the pause in force; null when not paused or paused until the turn closes. */
  paused_until: IsoDateTime.nullable(),
});
export type PublicChannelStatus = z.infer<typeof PublicChannelStatus>;

/**
 * What a customer sees of a store. open_now: the turn is open and the weekly schedule covers
 * this moment, so immediate orders are taken. schedules: the active opening hours. Payment
 * options never carry the Mercado Pago token.
 */
export const PublicStore = StoreProfile.extend({
  open_now: z.boolean(),
  schedules: z.array(ScheduleEntry),
  /** Minutes: a later slot must start at least this far from now. */
  preparation_delay: z.number().int().min(0),
  /** Minutes the store adds to promised times right now (0 when none). */
  extra_delay: z.number().int().min(0),
  /** Whether each channel takes orders now, and why not (the same rule that refuses orders). */
  channels: z.object({ shipment: PublicChannelStatus, take_away: PublicChannelStatus }),
  delivery: z.object({ shipment: ShipmentSettings, take_away: TakeAwaySettings }),
  payments: z.object({
    cash: CashSettings,
    bank_transfer: BankTransferSettings,
    mercado_pago: z.object({ enabled: z.boolean() }),
  }),
});
export type PublicStore = z.infer<typeof PublicStore>;

/**
 * An article of a visible section; its topping references name only toppings listed alongside.
 * A sold-out article ('Agotado', the back-office's disabled) is listed, not hidden, and cannot be ordered.
 */
export const PublicArticle = Article.omit({ disabled: true, created_at: true }).extend({ sold_out: z.boolean() });
export type PublicArticle = z.infer<typeof PublicArticle>;

/** A visible topping with its options; a sold-out option is listed, not hidden, and cannot be picked. */
export const PublicTopping = Topping.omit({ visible: true, created_at: true }).extend({
  options: z.array(ToppingOption.omit({ disabled: true }).extend({ sold_out: z.boolean() })),
});
export type PublicTopping = z.infer<typeof PublicTopping>;

/** A visible section with its articles (sold-out ones too), in the section's order. */
export const PublicSection = Section.omit({ visible: true, created_at: true }).extend({
  articles: z.array(PublicArticle),
});
export type PublicSection = z.infer<typeof PublicSection>;

/** Sections by ascending order, and every topping their articles refer to. */
export const StorefrontCatalogue = z.object({
  sections: z.array(PublicSection),
  toppings: z.array(PublicTopping),
});
export type StorefrontCatalogue = z.infer<typeof StorefrontCatalogue>;

/** The rider as the customer sees them: the first name only, never their email or phone. */
export const StorefrontOrderRider = OrderRider.pick({ first_name: true });
export type StorefrontOrderRider = z.infer<typeof StorefrontOrderRider>;

/**
 * An order as its customer follows it: the store's order, with the rider reduced to a first name
 * and without the staff user who entered it.
 */
export const StorefrontOrder = Order.omit({ entered_by: true }).extend({
  delivery: OrderDelivery.extend({ rider: StorefrontOrderRider.nullable() }),
});
export type StorefrontOrder = z.infer<typeof StorefrontOrder>;

/** Why an order would be refused: the error code placing it answers, and its Spanish text. */
export const OrderRefusal = z.object({ code: z.string(), description: z.string() });
export type OrderRefusal = z.infer<typeof OrderRefusal>;

/** The body's coupon: the discount it gives these items, or why placing the order would refuse it. */
export const QuotedCoupon = z.object({
  code: z.string(),
  /** 0 when refused. */
  discount: Money,
  /** COUPON:INVALID or COUPON:EXHAUSTED; null when it applies. */
  refusal: OrderRefusal.nullable(),
});
export type QuotedCoupon = z.infer<typeof QuotedCoupon>;

/** A line as the order would keep it (no id yet), in the body's order. */
export const QuotedItem = OrderItem.omit({ id: true });
export type QuotedItem = z.infer<typeof QuotedItem>;

/**
 * POST orders/quote: what the body would make, written nowhere. imports is what the order would
 * store, to the cent (total = items + delivery - coupon). refusal is the error placing it now
 * would answer (phone, delivery, payment, coupon, stock, in that order), null when it would be
 * placed. Articles and toppings that cannot be priced answer the same error as placing it
 * (ARTICLE:UNAVAILABLE, TOPPING:SELECTION:INVALID, ORDER:ITEMS:EMPTY) instead of a quote.
 */
export const OrderQuote = z.object({
  items: z.array(QuotedItem),
  imports: OrderImports,
  /** null when the body has no coupon_code. */
  coupon: QuotedCoupon.nullable(),
  refusal: OrderRefusal.nullable(),
});
export type OrderQuote = z.infer<typeof OrderQuote>;

export const StoreSlotsQuery = z.object({ method: DeliveryMethod });
export type StoreSlotsQuery = z.infer<typeof StoreSlotsQuery>;

/** A slot to offer: send {date, schedule_id} as delivery.datetime. starts_at is its start as an instant. */
export const StoreSlot = OrderDeliverySlot.extend({ starts_at: IsoDateTime });
export type StoreSlot = z.infer<typeof StoreSlot>;

/**
 * GET slots?method=: what placing an order with that method takes right now. immediate: 'lo antes
 * posible' is taken (else immediate_refusal says why). slots: each entry of the method's schedule
 * once, on its next date (today through a week ahead) whose start is no sooner than the
 * preparation delay, by start (empty with slots_refusal when the channel takes no later orders
 * now: off, turn closed, paused). Dates and times are the store's clock (time_zone).
 */
export const StoreSlots = z.object({
  method: DeliveryMethod,
  time_zone: z.string(),
  immediate: z.boolean(),
  immediate_refusal: OrderRefusal.nullable(),
  slots: z.array(StoreSlot),
  slots_refusal: OrderRefusal.nullable(),
});
export type StoreSlots = z.infer<typeof StoreSlots>;

export const storefrontRoutes = {
  store: defineRoute({
    method: 'GET',
    path: '/v1/stores/:slug',
    tag: 'storefront',
    summary: 'Perfil publico de la tienda, si esta abierta y sus opciones de entrega y pago',
    params: StorefrontParams,
    response: PublicStore,
  }),
  catalogue: defineRoute({
    method: 'GET',
    path: '/v1/stores/:slug/catalogue',
    tag: 'storefront',
    summary: 'Secciones visibles con sus articulos activos y los toppings que usan',
    params: StorefrontParams,
    response: StorefrontCatalogue,
  }),
  createOrder: defineRoute({
    method: 'POST',
    path: '/v1/stores/:slug/orders',
    tag: 'storefront',
    summary:
      'Hace un pedido (cabecera Idempotency-Key uuid: misma clave y cuerpo, mismo pedido)',
    params: StorefrontParams,
    body: CreateOrderBody,
    response: StorefrontOrder,
    successStatus: 201,
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/v1/stores/:slug/orders/quote',
    tag: 'storefront',
    summary: 'Cotiza un pedido sin hacerlo: lineas, cupon, envio, total y por que se rechazaria',
    params: StorefrontParams,
    body: CreateOrderBody,
    response: OrderQuote,
  }),
  slots: defineRoute({
    method: 'GET',
    path: '/v1/stores/:slug/slots',
    tag: 'storefront',
    summary: 'Horarios de entrega o retiro que la tienda acepta ahora (la proxima semana) y si hay entrega inmediata',
    params: StorefrontParams,
    query: StoreSlotsQuery,
    response: StoreSlots,
  }),
  order: defineRoute({
    method: 'GET',
    path: '/v1/stores/:slug/orders/:orderId',
    tag: 'storefront',
    summary: 'El cliente sigue su pedido (con el telefono con el que lo hizo)',
    params: StorefrontOrderParams,
    query: StorefrontOrderQuery,
    response: StorefrontOrder,
  }),
  uploadVoucher: defineRoute({
    method: 'PUT',
    path: '/v1/stores/:slug/orders/:orderId/payment/voucher',
    tag: 'storefront',
    summary: 'El cliente sube el comprobante de la transferencia (multipart, campo file)',
    params: StorefrontOrderParams,
    query: StorefrontOrderQuery,
    multipart: true,
    response: StorefrontOrder,
  }),
};
