/*
 * Money on the ordering page: integer cents (the server's pricing, DECISIONS.md "Pricing"),
 * shown as es-AR currency ("$ 16.500,00"). Its own copy of toCents: importing the contract's
 * money module would bring zod into the first load.
 */

export const toCents = (amount: number): number => Math.round(amount * 100);

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('es-AR', { style: 'currency', currency, minimumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formats.set(currency, format);
  }
  return format;
}

/** 1650000, 'ARS' -> '$ 16.500,00' (a non-breaking space may separate the sign). */
export function formatCents(cents: number, currency = 'ARS'): string {
  return formatFor(currency).format(cents / 100);
}
