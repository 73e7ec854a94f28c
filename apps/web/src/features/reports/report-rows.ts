import { toCents } from '@comanda/contract/money';
import type { Money } from '@comanda/contract/money';
import type { ReportBreakdown, ReportRow } from '@comanda/contract/reports';

/**
 * What the first column of the table and the CSV show: the full date for days (the server's
 * label, '23/11', omits the year, and a year's range holds two of each), the label otherwise.
 */
export function rowName(breakdown: ReportBreakdown, row: ReportRow): string {
  return breakdown === 'day' ? row.key : row.label;
}

/** '1234.50': the amount with two decimals and a point, written from its integer cents. */
export function plainAmount(money: Money): string {
  const cents = toCents(money.amount);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A report with no order in its range (by day and hour every date and hour comes, with zeros). */
export const hasSales = (report: { totals: { orders: number } }): boolean => report.totals.orders > 0;

/** '2026-10-31' -> '31/10/2026', as written (no clock involved, so no zone can shift the day). */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
