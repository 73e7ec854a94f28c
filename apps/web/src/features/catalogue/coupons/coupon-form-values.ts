import type { Coupon, CouponBodyInput } from '@comanda/contract/catalogue/coupons';

/** The form's values for a coupon, or a blank new one (active, no discounts, caps or ranges). */
export function couponFormValues(coupon: Coupon | null): CouponBodyInput {
  if (!coupon) {
    return {
      code: '',
      active: true,
      discount_percent: null,
      discount_amount: null,
      max_percent: null,
      max_amount: null,
      max_use: null,
      schedule: [],
    };
  }
  return {
    code: coupon.code,
    active: coupon.active,
    discount_percent: coupon.discount_percent,
    discount_amount: coupon.discount_amount,
    max_percent: coupon.max_percent,
    max_amount: coupon.max_amount,
    max_use: coupon.max_use,
    schedule: coupon.schedule.map((range) => ({ ...range })),
  };
}

/** A nullable number field of the form as a number input shows it. */
export const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' ? value : null;
