/**
 * numeric columns arrive as decimal strings ("1234.50"); money and percents travel through
 * integer cents (hundredths) so that no binary fraction is ever summed or rounded twice.
 */

/** "1234.5" -> 123450; "-0.07" -> -7. Exact for any numeric(p, 2) value. */
export function centsFromNumeric(value: string): number {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new Error(`numeric invalido: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return sign ? -cents : cents;
}

/** 123450 -> "1234.50" */
export function numericFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`centavos invalidos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** An amount with at most two decimals (as the contract allows) -> its numeric text. */
export const numericFromAmount = (amount: number): string => numericFromCents(Math.round(amount * 100));

/** numeric text -> the number with exactly those two decimals. */
export const amountFromNumeric = (value: string): number => centsFromNumeric(value) / 100;
