import { z } from 'zod';
import { Currency, hasCents } from './money';
import { defineRoute } from './route';

/*
 * Sales reports for admin and root: one table per breakdown, between two dates of the store's
 * calendar (both included, read in the store's time zone). Sales count every order not
 * cancelled, by its creation time; units count order lines.
 */

/** A calendar date, YYYY-MM-DD, on the store's wall clock. */
export const ReportDate = z.iso.date();
export type ReportDate = z.infer<typeof ReportDate>;

/** The longest range one report reads: a year and a day (a leap year's dates both included). */
export const REPORT_RANGE_MAX_DAYS = 366;

export const ReportBreakdown = z.enum(['day', 'hour', 'article', 'section', 'payment_method', 'delivery_method']);
export type ReportBreakdown = z.infer<typeof ReportBreakdown>;
export const reportBreakdownLabel: Record<ReportBreakdown, string> = {
  day: 'Por dia',
  hour: 'Por hora del dia',
  article: 'Por articulo',
  section: 'Por seccion',
  payment_method: 'Por medio de pago',
  delivery_method: 'Por metodo de entrega',
};

export const ReportParams = z.object({ breakdown: ReportBreakdown });
export type ReportParams = z.infer<typeof ReportParams>;

/** from and to are both included; to is not before from and at most REPORT_RANGE_MAX_DAYS after it. */
export const ReportQuery = z
  .object({ from: ReportDate, to: ReportDate })
  .refine((range) => range.from <= range.to, { message: 'la fecha final es anterior a la inicial', path: ['to'] })
  .refine(
    (range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < REPORT_RANGE_MAX_DAYS,
    { message: `el rango supera ${REPORT_RANGE_MAX_DAYS} dias`, path: ['to'] },
  );
export type ReportQuery = z.infer<typeof ReportQuery>;

/**
 * A report's sums: Money without its cap of 1,000,000,000 for one amount, which a year of a busy
 * store's sales passes (500,000 orders of 20,000 are 10,000,000,000). Same shape as Money.
 */
export const ReportMoney = z.object({
  currency: Currency.default('ARS'),
  amount: z.number().min(0).refine(hasCents, 'maximo dos decimales'),
});
export type ReportMoney = z.infer<typeof ReportMoney>;

/** The section breakdown's key for lines of articles that were in no section, and its label. */
export const REPORT_NO_SECTION_KEY = 'none';
export const reportNoSectionLabel = 'Sin seccion';

/**
 * One row of a breakdown. key: the date (YYYY-MM-DD), the hour ('00' to '23'), the article or
 * section id ('none' for articles without a section) or the method's value; label: what a
 * person reads ('23/11', '20 h', the name, 'Efectivo'). orders: orders with at least one line
 * under the key (per order for the other breakdowns); units: lines; sales: their amount (for
 * article and section: the lines' imports; otherwise the orders' totals).
 */
export const ReportRow = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int().min(0),
  units: z.number().int().min(0),
  sales: ReportMoney,
});
export type ReportRow = z.infer<typeof ReportRow>;

/**
 * Rows in their natural order: by date and by hour ascending (every date and hour of the range,
 * zeros included), the rest by sales descending.
 */
export const SalesReport = z.object({
  breakdown: ReportBreakdown,
  from: ReportDate,
  to: ReportDate,
  time_zone: z.string(),
  rows: z.array(ReportRow),
  totals: z.object({ orders: z.number().int().min(0), units: z.number().int().min(0), sales: ReportMoney }),
});
export type SalesReport = z.infer<typeof SalesReport>;

export const reportRoutes = {
  sales: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/reports/sales/:breakdown',
    tag: 'reports',
    summary: 'Ventas entre dos fechas (incluidas, en la zona horaria de la tienda) por dia, hora, articulo, seccion, medio de pago o metodo de entrega (admin y root)',
    params: ReportParams,
    query: ReportQuery,
    response: SalesReport,
  }),
};
