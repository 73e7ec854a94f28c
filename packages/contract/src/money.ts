import { z } from 'zod';

export const Currency = z.enum(['ARS', 'USD']);
export type Currency = z.infer<typeof Currency>;

/** True when the number has at most two decimals (tolerating binary representation noise). */
export function hasCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
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
