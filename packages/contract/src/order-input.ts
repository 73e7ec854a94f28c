import { z } from 'zod';
import { CouponCode } from './catalogue/coupons';
import { Uuid } from './common';
import { hasCents } from './money';
import { DeliveryMethod, PaymentMethod } from './order-enums';
import { PhoneInput } from './phone';
import { Address, isAddressComplete } from './store/address';
import { NAME_MAX, requiredText } from './text';

/*
 * What placing an order takes, from the storefront (POST /v1/stores/:slug/orders, its quote) and
 * at the counter (POST /v1/backoffice/orders): one body, one set of rules. storefront.ts
 * re-exports all of it.
 */

/** Header of POST /orders: a uuid; the same key with the same body answers the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKey = Uuid;

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
 * How the customer pays. pays_with: for cash, the amount in the order's currency the customer
 * pays with, so the rider brings the change (pays_with - total); absent or null when they pay
 * the exact amount or did not say. The server answers PAYMENT:PAYS_WITH:LOW when it is below
 * the order's total.
 */
export const OrderPaymentInput = z
  .object({
    method: PaymentMethod,
    pays_with: z
      .number()
      .positive('debe ser mayor que cero')
      .max(1_000_000_000)
      .refine(hasCents, 'maximo dos decimales')
      .nullable()
      .optional(),
  })
  .refine((payment) => payment.pays_with == null || payment.method === 'cash', {
    message: 'el monto con el que paga solo va con pago en efectivo',
    path: ['pays_with'],
  });
export type OrderPaymentInput = z.infer<typeof OrderPaymentInput>;

/**
 * POST body, as DECISIONS.md "Scope" gives it. The server answers ORDER:ITEMS:EMPTY for no
 * items and VO:PHONE:INVALID for a phone `normalisePhone` refuses.
 */
export const CreateOrderBody = z.object({
  client: z.object({ name: requiredText(NAME_MAX), phone: PhoneInput }),
  items: z.array(OrderItemInput).max(ORDER_ITEMS_MAX),
  delivery: OrderDeliveryInput,
  payment: OrderPaymentInput,
  coupon_code: CouponCode.optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export type CreateOrderBodyInput = z.input<typeof CreateOrderBody>;
