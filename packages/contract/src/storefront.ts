import { z } from 'zod';
import { Article } from './catalogue/articles';
import { CouponCode } from './catalogue/coupons';
import { Section } from './catalogue/sections';
import { Topping, ToppingOption } from './catalogue/toppings';
import { IsoDateTime, Slug, Uuid } from './common';
import { DeliveryMethod, PaymentMethod } from './order-enums';
import { Order, OrderDelivery, OrderRider } from './orders';
import { PhoneInput } from './phone';
import { defineRoute } from './route';
import { Address, isAddressComplete } from './store/address';
import { ShipmentSettings, TakeAwaySettings } from './store/delivery';
import { BankTransferSettings, CashSettings } from './store/payments';
import { StoreProfile } from './store/profile';
import { ScheduleEntry } from './store/schedule';
import { ChannelStatus } from './store/status';
import { NAME_MAX, requiredText } from './text';

/*
 * The public storefront (DECISIONS.md "Scope"): no staff token, so that orders arrive.
 */

/** Header of POST /orders: a uuid; the same key with the same body answers the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKey = Uuid;

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

/** An active article; its topping references name only toppings listed alongside. */
export const PublicArticle = Article.omit({ disabled: true, created_at: true });
export type PublicArticle = z.infer<typeof PublicArticle>;

/** A visible topping with its enabled options. */
export const PublicTopping = Topping.omit({ visible: true, created_at: true }).extend({
  options: z.array(ToppingOption.omit({ disabled: true })),
});
export type PublicTopping = z.infer<typeof PublicTopping>;

/** A visible section with its active articles, in the section's order. */
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

/** An order as its customer follows it: the store's order, with the rider reduced to a first name. */
export const StorefrontOrder = Order.extend({
  delivery: OrderDelivery.extend({ rider: StorefrontOrderRider.nullable() }),
});
export type StorefrontOrder = z.infer<typeof StorefrontOrder>;

export const ORDER_ITEMS_MAX = 50;
export const ORDER_OPTION_COUNT_MAX = 50;
export const ORDER_MESSAGE_MAX = 500;

export const OrderOptionInput = z.object({
  id: Uuid,
  count: z.number().int().min(1).max(ORDER_OPTION_COUNT_MAX),
});

export const OrderToppingInput = z.object({
  id: Uuid,
  options: z.array(OrderOptionInput).max(100),
});

/** One unit of an article. */
export const OrderItemInput = z.object({
  article_id: Uuid,
  message: z.string().trim().max(ORDER_MESSAGE_MAX).optional(),
  toppings: z.array(OrderToppingInput).max(30).default([]),
});
export type OrderItemInput = z.infer<typeof OrderItemInput>;

/** Where a shipment goes: city and first line are required. */
export const OrderLocationInput = Address.refine(isAddressComplete, {
  message: 'falta la ciudad o la direccion',
  path: ['address_one'],
});

/**
 * immediate: as soon as possible (the store must be open); otherwise datetime names a date and
 * one entry of the method's schedule. location is given exactly when the method is shipment.
 */
export const OrderDeliveryInput = z
  .object({
    method: DeliveryMethod,
    immediate: z.boolean(),
    datetime: z.object({ date: z.iso.date(), schedule_id: Uuid }).optional(),
    location: OrderLocationInput.optional(),
  })
  .superRefine((delivery, context) => {
    if (delivery.immediate === (delivery.datetime !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['datetime'],
        message: delivery.immediate
          ? 'una entrega inmediata no lleva horario'
          : 'falta el horario de entrega',
      });
    }
    if ((delivery.method === 'shipment') !== (delivery.location !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message:
          delivery.method === 'shipment'
            ? 'falta la direccion de envio'
            : 'un retiro en tienda no lleva direccion',
      });
    }
  });
export type OrderDeliveryInput = z.infer<typeof OrderDeliveryInput>;

/**
 * POST body, as DECISIONS.md "Scope" gives it. The server answers ORDER:ITEMS:EMPTY for no
 * items and VO:PHONE:INVALID for a phone `normalisePhone` refuses.
 */
export const CreateOrderBody = z.object({
  client: z.object({ name: requiredText(NAME_MAX), phone: PhoneInput }),
  items: z.array(OrderItemInput).max(ORDER_ITEMS_MAX),
  delivery: OrderDeliveryInput,
  payment: z.object({ method: PaymentMethod }),
  coupon_code: CouponCode.optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export type CreateOrderBodyInput = z.input<typeof CreateOrderBody>;

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
