import { z } from 'zod';
import { Money, fromCents, hasCents, toCents } from '../money';

/** A percentage 0-100 with at most two decimals. */
export const Percent = z.number().min(0).max(100).refine(hasCents, 'maximo dos decimales');

/** import, discount (percent) and total: an article's price or a topping option's. */
export const Price = z.object({ import: Money, discount: Percent, total: Money });
export type Price = z.infer<typeof Price>;

/** Percent in hundredths (basis points), so 12.5 % is the integer 1250 of 10000. */
const WHOLE = 10_000;
const keptBasisPoints = (discount: number): number =>
  WHOLE - Math.min(WHOLE, Math.max(0, Math.round(discount * 100)));

/** total = import x (1 - discount/100), rounded to cents (DECISIONS.md "Money, time, text"). */
export function totalFromImport(importMoney: Money, discount: number): Money {
  const cents = Math.round((toCents(importMoney.amount) * keptBasisPoints(discount)) / WHOLE);
  return { currency: importMoney.currency, amount: fromCents(cents) };
}

/**
 * import = total / (1 - discount/100), the exact inverse of `totalFromImport` (total 450 at 10 %
 * gives import 500). At a 100 % discount any import gives total 0, so the current import stays.
 */
export function importFromTotal(total: Money, discount: number, currentImport: Money): Money {
  const kept = keptBasisPoints(discount);
  if (kept === 0) return currentImport;
  const cents = Math.round((toCents(total.amount) * WHOLE) / kept);
  return { currency: total.currency, amount: fromCents(cents) };
}

/** Editing a topping option's price: import and total are equal and the discount is 0. */
export function optionPriceFromTotal(total: Money): Price {
  return { import: total, discount: 0, total };
}

/** The three agree: same currency, and total is import less discount (to the cent). */
export function isPriceConsistent(price: Price): boolean {
  const expected = totalFromImport(price.import, price.discount);
  return (
    price.import.currency === price.total.currency &&
    Math.abs(toCents(expected.amount) - toCents(price.total.amount)) <= 1
  );
}

/** The server keeps the canonical total, derived from import and discount. */
export function withCanonicalTotal<T extends Price>(price: T): T {
  return { ...price, total: totalFromImport(price.import, price.discount) };
}

export const PRICE_INCONSISTENT = 'el total no coincide con el importe y el descuento';

/** Price as a body sends it: rejected when the three disagree, saved with the canonical total. */
export const PriceBody = Price.refine(isPriceConsistent, {
  message: PRICE_INCONSISTENT,
  path: ['total'],
}).transform(withCanonicalTotal);
