import { z } from 'zod';
import { IdParams, IsoDateTime, Uuid } from '../common';
import { listOf } from '../list';
import { sortableListQuery } from '../list-query';
import { Money } from '../money';
import { defineRoute } from '../route';
import { hasUniqueIds } from '../unique';
import { Percent } from './price';

export const COUPON_CODE_MAX = 40;
export const COUPON_SCHEDULE_MAX = 100;
export const COUPON_MAX_USE_MAX = 1_000_000_000;

/**
 * The code customers type: letters, digits, '-' and '_', kept in upper case so that 'verano10'
 * and 'VERANO10' are one coupon (the storefront passes what customers type through this too).
 */
export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'requerido')
  .max(COUPON_CODE_MAX, `maximo ${COUPON_CODE_MAX} caracteres`)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'solo letras, numeros, - y _');

/** A range of time in which the coupon applies (ISO datetimes with offset). */
export const CouponScheduleRange = z
  .object({
    id: Uuid,
    from: IsoDateTime,
    to: IsoDateTime,
    active: z.boolean().default(true),
  })
  .refine((range) => Date.parse(range.from) < Date.parse(range.to), {
    message: 'el fin debe ser posterior al inicio',
    path: ['to'],
  });
export type CouponScheduleRange = z.infer<typeof CouponScheduleRange>;

export const Coupon = z.object({
  id: Uuid,
  code: z.string(),
  store_id: Uuid,
  active: z.boolean(),
  discount_percent: Percent.nullable(),
  discount_amount: Money.nullable(),
  max_percent: Percent.nullable(),
  max_amount: Money.nullable(),
  /** How many orders used it; only the server changes it. */
  use_count: z.number().int().min(0),
  /** null: no limit. */
  max_use: z.number().int().min(1).nullable(),
  schedule: z.array(CouponScheduleRange),
  created_at: IsoDateTime,
});
export type Coupon = z.infer<typeof Coupon>;

/*
 * SPEC.md section 5: zero or empty discount and cap fields are saved as null ("none").
 * Missing counts as empty; anything else must be valid (percent 0-100, money >= 0).
 */
const Empty = z.union([z.literal(''), z.null()]);

export const CouponPercentInput = z
  .union([Empty, Percent])
  .optional()
  .transform((value): number | null => (typeof value === 'number' && value > 0 ? value : null));

export const CouponMoneyInput = z
  .union([Empty, Money])
  .optional()
  .transform((value): Money | null =>
    typeof value === 'object' && value !== null && value.amount > 0 ? value : null,
  );

export const CouponMaxUseInput = z
  .union([Empty, z.number().int().min(0).max(COUPON_MAX_USE_MAX)])
  .optional()
  .transform((value): number | null => (typeof value === 'number' && value > 0 ? value : null));

/** PUT body. The code is fixed once the coupon exists (the server answers COUPON:CODE:FIXED). */
export const CouponBody = z.object({
  code: CouponCode,
  active: z.boolean().default(true),
  discount_percent: CouponPercentInput,
  discount_amount: CouponMoneyInput,
  max_percent: CouponPercentInput,
  max_amount: CouponMoneyInput,
  max_use: CouponMaxUseInput,
  schedule: z
    .array(CouponScheduleRange)
    .max(COUPON_SCHEDULE_MAX)
    .refine(hasUniqueIds, 'un rango aparece dos veces')
    .default([]),
});
export type CouponBody = z.infer<typeof CouponBody>;
export type CouponBodyInput = z.input<typeof CouponBody>;

/**
 * What the server saves for a form's values: zero and empty discount and cap fields as null.
 * Throws a ZodError when the values are invalid (use CouponBody.safeParse to inspect them).
 */
export function normaliseCouponBody(input: CouponBodyInput): CouponBody {
  return CouponBody.parse(input);
}

export const couponSortFields = ['created_at', 'code', 'use_count'] as const;

export const CouponListQuery = sortableListQuery(couponSortFields);
export type CouponListQuery = z.infer<typeof CouponListQuery>;

export const CouponList = listOf(Coupon);
export type CouponList = z.infer<typeof CouponList>;

export const couponRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/coupons',
    tag: 'catalogue',
    summary: 'Lista los cupones (busca por codigo)',
    query: CouponListQuery,
    response: CouponList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/coupons/:id',
    tag: 'catalogue',
    summary: 'Un cupon',
    params: IdParams,
    response: Coupon,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/coupons/:id',
    tag: 'catalogue',
    summary: 'Crea o actualiza un cupon (el codigo no cambia despues de crearlo)',
    params: IdParams,
    body: CouponBody,
    response: Coupon,
  }),
};
