import { centsFromNumeric } from '../../db/numeric';

/** The money fields of a coupon as its columns keep them (numeric text, null: none). */
export interface CouponTerms {
  discount_percent: string | null;
  discount_amount: string | null;
  max_percent: string | null;
  max_amount: string | null;
}

/** items x percent / 100 in cents; the percent's hundredths are basis points of 10,000. */
const percentOf = (itemsCents: number, percent: string): number =>
  Math.round((itemsCents * centsFromNumeric(percent)) / 10_000);

/**
 * DECISIONS.md "Pricing": discount_amount + items x discount_percent / 100, capped by max_amount
 * and by items x max_percent / 100, never above the items total. All in integer cents.
 */
export function couponDiscountCents(terms: CouponTerms, itemsCents: number): number {
  let discount = 0;
  if (terms.discount_amount !== null) discount += centsFromNumeric(terms.discount_amount);
  if (terms.discount_percent !== null) discount += percentOf(itemsCents, terms.discount_percent);
  if (terms.max_amount !== null) discount = Math.min(discount, centsFromNumeric(terms.max_amount));
  if (terms.max_percent !== null) discount = Math.min(discount, percentOf(itemsCents, terms.max_percent));
  return Math.max(0, Math.min(discount, itemsCents));
}
