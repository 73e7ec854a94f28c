import type { SalesReport } from '@comanda/contract/reports';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportCsvFileName } from './report-csv';

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });

const byArticle: SalesReport = {
  breakdown: 'article',
  from: '2026-10-01',
  to: '2026-10-31',
  time_zone: 'America/Argentina/Buenos_Aires',
  rows: [
    { key: 'a1', label: 'Pizza "Napo", grande', orders: 3, units: 4, sales: ars(12345.5) },
    { key: 'a2', label: 'Empanada de jamón', orders: 2, units: 12, sales: ars(0.1) },
    { key: 'a3', label: '=HYPERLINK("x")', orders: 1, units: 1, sales: ars(1000) },
  ],
  totals: { orders: 5, units: 17, sales: ars(13345.6) },
};

describe('the report as CSV', () => {
  it('starts with a BOM, quotes a name with a comma and quotes, and ends lines with CRLF', () => {
    const csv = reportCsv(byArticle);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Articulo,Ordenes,Unidades,Ventas (ARS)',
      '"Pizza ""Napo"", grande",3,4,12345.50',
      'Empanada de jamón,2,12,0.10',
      `"'=HYPERLINK(""x"")",1,1,1000.00`,
      'Total,5,17,13345.60',
    ]);
  });

  it('reads back as the table: names as they are, amounts as plain decimals', () => {
    const rows = parse<string[]>(reportCsv(byArticle).slice(1), { skipEmptyLines: true }).data;
    expect(rows[1]).toEqual(['Pizza "Napo", grande', '3', '4', '12345.50']);
    expect(rows[2]?.[0]).toBe('Empanada de jamón');
    expect(rows.map((row) => Number(row[3]))).toEqual([Number.NaN, 12345.5, 0.1, 1000, 13345.6]);
  });

  it('writes days as full dates, whatever the label shows', () => {
    const byDay: SalesReport = {
      ...byArticle,
      breakdown: 'day',
      from: '2026-12-31',
      to: '2027-01-01',
      rows: [
        { key: '2026-12-31', label: '31/12', orders: 1, units: 2, sales: ars(99.99) },
        { key: '2027-01-01', label: '01/01', orders: 0, units: 0, sales: ars(0) },
      ],
      totals: { orders: 1, units: 2, sales: ars(99.99) },
    };
    expect(reportCsv(byDay).slice(1).split('\r\n')).toEqual([
      'Fecha,Ordenes,Unidades,Ventas (ARS)',
      '2026-12-31,1,2,99.99',
      '2027-01-01,0,0,0.00',
      'Total,1,2,99.99',
    ]);
  });

  it('names the file after the breakdown and the dates', () => {
    expect(reportCsvFileName({ breakdown: 'day', from: '2026-10-01', to: '2026-10-31' })).toBe(
      'ventas-por-dia-2026-10-01-a-2026-10-31.csv',
    );
    expect(reportCsvFileName({ breakdown: 'payment_method', from: '2026-01-01', to: '2026-01-07' })).toBe(
      'ventas-por-medio-de-pago-2026-01-01-a-2026-01-07.csv',
    );
  });
});
