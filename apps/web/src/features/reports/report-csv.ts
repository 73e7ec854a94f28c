import type { SalesReport } from '@comanda/contract/reports';
import { reportBreakdownLabel } from '@comanda/contract/reports';
import { unparse } from 'papaparse';
import { messages } from '../../lib/messages';
import { slugify } from '../../lib/slugify';
import { plainAmount, rowName } from './report-rows';

const texts = messages.reports;

/** Byte order mark: without it Excel reads UTF-8 as the local code page and mangles the accents. */
const BOM = '\uFEFF';

/**
 * The report's table as CSV: the same columns and rows as the screen, then the total; amounts as
 * plain decimals ('1234.50') so a spreadsheet reads numbers. papaparse quotes what needs it and
 * defuses cells a spreadsheet would run as formulas ('=...'); lines end in CRLF.
 */
export function reportCsv(report: SalesReport): string {
  const currency = report.totals.sales.currency;
  const header = [texts.keyHeader[report.breakdown], texts.orders, texts.units, texts.salesIn(currency)];
  const rows = report.rows.map((row) => [
    rowName(report.breakdown, row),
    String(row.orders),
    String(row.units),
    plainAmount(row.sales),
  ]);
  const total = [texts.total, String(report.totals.orders), String(report.totals.units), plainAmount(report.totals.sales)];
  return BOM + unparse([header, ...rows, total], { escapeFormulae: true });
}

/** 'ventas-por-dia-2026-10-01-a-2026-10-31.csv' */
export function reportCsvFileName(report: Pick<SalesReport, 'breakdown' | 'from' | 'to'>): string {
  return texts.fileName(slugify(reportBreakdownLabel[report.breakdown]), report.from, report.to);
}
