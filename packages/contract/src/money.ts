import { z } from 'zod';

export const Currency = z.enum(['ARS', 'USD']);
export type Currency = z.infer<typeof Currency>;

/**
 * True when the number has at most two decimals (tolerating binary representation noise). A tiny
 * non-zero number (1e-320) is within that noise of 0 cents but is not 0: it would pass "more
 * than zero" checks and then be stored as 0.00, so it is refused too.
 */
export function hasCents(amount: number): boolean {
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 && (cents !== 0 || amount === 0);
}

export const MoneyAmount = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine(hasCents, 'maximo dos decimales');

export const Money = z.object({ currency: Currency.default('ARS'), amount: MoneyAmount });
export type Money = z.infer<typeof Money>;

/** Sums are made on integer cents, never on binary fractions. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
export const ars = (amount: number): Money => ({ currency: 'ARS', amount });
