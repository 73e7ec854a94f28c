import { deliveryMethodLabel, paymentMethodLabel } from '@comanda/contract/order-enums';
import {
  type ReportBreakdown,
  type ReportQuery,
  type ReportRow,
  reportNoSectionLabel,
  REPORT_NO_SECTION_KEY,
  type SalesReport,
} from '@comanda/contract/reports';
import type { Db } from '../../db/database';
import { centsFromNumeric } from '../../db/numeric';
import {
  type DateRange,
  findArticleGroups,
  findHourGroups,
  findRangeTotals,
  findSectionGroups,
  findStoreTimeZone,
  type RollupGroup,
} from './reports.repository';

/*
 * Sales reports (decision 020): every order not cancelled, by its creation on the store's wall
 * clock, read from the rollups its transaction kept. Money travels as integer cents until the
 * answer.
 */

interface CentRow {
  key: string;
  label: string;
  orders: number;
  units: number;
  cents: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

const DAY_MS = 86_400_000;

/** Every calendar date of the range (no time zone involved: dates of the store's calendar). */
function datesOf(range: DateRange): string[] {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${range.to}T00:00:00Z`) - first) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, day) => new Date(first + day * DAY_MS).toISOString().slice(0, 10));
}

/** '2030-11-23' -> '23/11' */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const hourLabel = (hour: string) => `${hour} h`;

const withCents = (group: RollupGroup, label: string): CentRow => ({
  key: group.key,
  label,
  orders: group.orders,
  units: group.units,
  cents: centsFromNumeric(group.sales),
});

/** Every key of a calendar breakdown in order, zeros where nothing was sold. */
function everyKey(keys: string[], groups: RollupGroup[], label: (key: string) => string): CentRow[] {
  const byKey = new Map(groups.map((group) => [group.key, group]));
  return keys.map((key) => {
    const group = byKey.get(key);
    return group ? withCents(group, label(key)) : { key, label: label(key), orders: 0, units: 0, cents: 0 };
  });
}

/** By sales, the highest first; equal sales by label, then key, so the order never wobbles. */
const bySales = (rows: CentRow[]): CentRow[] =>
  [...rows].sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label, 'es') || a.key.localeCompare(b.key));

async function rowsOf(db: Db, storeId: string, breakdown: ReportBreakdown, range: DateRange): Promise<CentRow[]> {
  switch (breakdown) {
    case 'day':
      return everyKey(datesOf(range), await findHourGroups(db, storeId, range, 'day'), dayLabel);
    case 'hour':
      return everyKey(HOURS, await findHourGroups(db, storeId, range, 'hour'), hourLabel);
    case 'payment_method':
      return bySales(
        (await findHourGroups(db, storeId, range, 'payment_method')).map((group) =>
          withCents(group, paymentMethodLabel[group.key as keyof typeof paymentMethodLabel] ?? group.key),
        ),
      );
    case 'delivery_method':
      return bySales(
        (await findHourGroups(db, storeId, range, 'delivery_method')).map((group) =>
          withCents(group, deliveryMethodLabel[group.key as keyof typeof deliveryMethodLabel] ?? group.key),
        ),
      );
    case 'article':
      return bySales((await findArticleGroups(db, storeId, range)).map((group) => withCents(group, group.name ?? group.key)));
    case 'section':
      return bySales(
        (await findSectionGroups(db, storeId, range)).map((group) =>
          withCents(group, group.key === REPORT_NO_SECTION_KEY ? reportNoSectionLabel : (group.name ?? group.key)),
        ),
      );
  }
}

const ars = (cents: number) => ({ currency: 'ARS' as const, amount: cents / 100 });

const sumOf = (rows: CentRow[], figure: 'orders' | 'units' | 'cents') => rows.reduce((sum, row) => sum + row[figure], 0);

/** The article and section rows share orders (an order of two articles is in both): those count apart. */
const rowsShareOrders = (breakdown: ReportBreakdown) => breakdown === 'article' || breakdown === 'section';

/**
 * One breakdown between two dates of the store's calendar, both included. Totals: the range's
 * orders and lines; sales add up the table's column (orders' totals, or the lines' for article
 * and section, which leave out shipment and discounts).
 */
export async function salesReport(db: Db, storeId: string, breakdown: ReportBreakdown, range: ReportQuery): Promise<SalesReport> {
  const [timeZone, rows, shared] = await Promise.all([
    findStoreTimeZone(db, storeId),
    rowsOf(db, storeId, breakdown, range),
    rowsShareOrders(breakdown) ? findRangeTotals(db, storeId, range) : null,
  ]);
  return {
    breakdown,
    from: range.from,
    to: range.to,
    time_zone: timeZone,
    rows: rows.map(
      (row): ReportRow => ({ key: row.key, label: row.label, orders: row.orders, units: row.units, sales: ars(row.cents) }),
    ),
    totals: {
      orders: shared ? shared.orders : sumOf(rows, 'orders'),
      units: shared ? shared.units : sumOf(rows, 'units'),
      sales: ars(sumOf(rows, 'cents')),
    },
  };
}
