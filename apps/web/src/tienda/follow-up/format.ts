import { formatCents, toCents } from '../money';

/*
 * Money and times as the customer reads them (es-AR): '$ 1.234,50', and times on the store's
 * clock whatever the phone's zone. Money goes through the page's one formatter (../money.ts).
 */

export { formatCents };

export const formatAmount = (money: { amount: number; currency: string }): string =>
  formatCents(toCents(money.amount), money.currency);

/** 'HH:mm' of an instant on the store's clock. */
export function formatTimeIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-AR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** 'sabado 12/04' of a 'YYYY-MM-DD' date (a calendar day, read as such). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
  return new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'long', day: '2-digit', month: '2-digit' }).format(noonUtc);
}
