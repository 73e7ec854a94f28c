import type { ReportBreakdown, ReportRow, SalesReport } from '@comanda/contract/reports';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeFetch, FakeReply } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { reportCsv } from './report-csv';
import { ReportsScreen } from './reports-screen';

// 02:00 UTC on 1 November is still 31 October in Buenos Aires, the store's zone.
const NOW = new Date('2026-11-01T02:00:00.000Z');
const reportPath = (breakdown: ReportBreakdown) => `/v1/backoffice/reports/sales/${breakdown}`;
const ars = (amount: number) => ({ currency: 'ARS' as const, amount });

function salesReport(breakdown: ReportBreakdown, rows: ReportRow[], from = '2026-10-02', to = '2026-10-31'): SalesReport {
  const cents = rows.reduce((sum, row) => sum + Math.round(row.sales.amount * 100), 0);
  return {
    breakdown,
    from,
    to,
    time_zone: 'America/Argentina/Buenos_Aires',
    rows,
    totals: {
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      units: rows.reduce((sum, row) => sum + row.units, 0),
      sales: ars(cents / 100),
    },
  };
}

const byDay = salesReport('day', [
  { key: '2026-10-30', label: '30/10', orders: 2, units: 3, sales: ars(4500.5) },
  { key: '2026-10-31', label: '31/10', orders: 1, units: 1, sales: ars(1200) },
]);
const byPayment = salesReport('payment_method', [
  { key: 'cash', label: 'Efectivo', orders: 2, units: 3, sales: ars(3000) },
  { key: 'mercado_pago', label: 'Mercado Pago', orders: 1, units: 1, sales: ars(2700.5) },
]);

let server: FakeFetch;

function renderReports(replies: Partial<Record<ReportBreakdown, FakeReply | ((search: URLSearchParams) => FakeReply)>>) {
  server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo()));
  for (const [breakdown, reply] of Object.entries(replies)) {
    server.on('GET', reportPath(breakdown as ReportBreakdown), (request) =>
      typeof reply === 'function' ? reply(new URLSearchParams(request.search)) : reply,
    );
  }
  return renderWithApp(<ReportsScreen />, { server });
}

const table = () => screen.getByRole('table');
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Reportes', () => {
  it("asks for the last 30 days of the store's calendar by day, then shows the chart and the table with its total", async () => {
    renderReports({ day: ok(byDay) });
    expect(screen.getByRole('heading', { name: 'Reportes', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Cargando reporte' })).toBeTruthy();
    await screen.findByRole('table');

    expect(server.requestsTo('GET', reportPath('day')).map((request) => request.search)).toEqual([
      '?from=2026-10-02&to=2026-10-31',
    ]);
    expect((screen.getByLabelText(/Desde/) as HTMLInputElement).value).toBe('2026-10-02');
    expect((screen.getByLabelText(/Hasta/) as HTMLInputElement).value).toBe('2026-10-31');
    expect(screen.getByRole('tab', { name: 'Por dia', selected: true })).toBeTruthy();

    expect(rowTexts()).toEqual([
      ['Fecha', 'Ordenes', 'Unidades', 'Ventas'],
      ['2026-10-30', '2', '3', '4.500,50 ARS'],
      ['2026-10-31', '1', '1', '1.200,00 ARS'],
      ['Total', '3', '4', '5.700,50 ARS'],
    ]);
    // The chart's text alternative: its name, and the table's label as its description.
    const chart = screen.getByRole('img', { name: /Grafico de ventas por dia/ });
    const caption = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(caption?.textContent).toBe('Ventas por dia, del 02/10/2026 al 31/10/2026');
    expect(screen.getByRole('region', { name: 'Ventas por dia, del 02/10/2026 al 31/10/2026' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ventas por dia, del 02/10/2026 al 31/10/2026' })).toBeTruthy();
  });

  it('shows each breakdown in its own tab, asked when the tab opens', async () => {
    renderReports({ day: ok(byDay), payment_method: ok(byPayment) });
    await screen.findByRole('table');
    expect(server.requestsTo('GET', reportPath('payment_method'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Por medio de pago' }));
    await screen.findByText('Efectivo');
    expect(rowTexts()).toEqual([
      ['Medio de pago', 'Ordenes', 'Unidades', 'Ventas'],
      ['Efectivo', '2', '3', '3.000,00 ARS'],
      ['Mercado Pago', '1', '1', '2.700,50 ARS'],
      ['Total', '3', '4', '5.700,50 ARS'],
    ]);
    expect(screen.getByRole('img', { name: /Grafico de ventas por medio de pago/ })).toBeTruthy();
    expect(server.requestsTo('GET', reportPath('payment_method'))[0]?.search).toBe('?from=2026-10-02&to=2026-10-31');
  });

  it("says 'Sin ventas en ese rango' when no order falls in it, with no table or download", async () => {
    const zeros = salesReport('day', [
      { key: '2026-10-30', label: '30/10', orders: 0, units: 0, sales: ars(0) },
      { key: '2026-10-31', label: '31/10', orders: 0, units: 0, sales: ars(0) },
    ]);
    renderReports({ day: ok(zeros) });
    await screen.findByText('Sin ventas en ese rango');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar CSV' })).toBeNull();
  });

  it('shows the error when the report cannot be read', async () => {
    renderReports({ day: fail(500, 'INTERNAL') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No se pudo cargar el reporte: Interno del servidor');
  });

  it("checks the range with the contract's rule before asking, and asks again once it is right", async () => {
    renderReports({
      day: (search) => ok(salesReport('day', byDay.rows, search.get('from') ?? '', search.get('to') ?? '')),
    });
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText(/Hasta/), { target: { value: '2026-09-30' } });
    expect(await screen.findByText('la fecha final es anterior a la inicial')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Desde/), { target: { value: '2025-09-01' } });
    expect(await screen.findByText('el rango supera 366 dias')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Desde/), { target: { value: '' } });
    expect(await screen.findByText('elegí una fecha')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Desde/), { target: { value: '2026-09-01' } });
    await screen.findByText('Ventas por dia, del 01/09/2026 al 30/09/2026');
    expect(server.requestsTo('GET', reportPath('day')).map((request) => request.search)).toEqual([
      '?from=2026-10-02&to=2026-10-31',
      '?from=2026-09-01&to=2026-09-30',
    ]);
  });

  it("'Descargar CSV' saves the table as a CSV file named after the breakdown and the dates", async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:reporte';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderReports({ day: ok(byDay) });
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(downloads).toEqual(['ventas-por-dia-2026-10-02-a-2026-10-31.csv blob:reporte']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(reportCsv(byDay).slice(1));
    expect(reportCsv(byDay).slice(1).split('\r\n')).toEqual([
      'Fecha,Ordenes,Unidades,Ventas (ARS)',
      '2026-10-30,2,3,4500.50',
      '2026-10-31,1,1,1200.00',
      'Total,3,4,5700.50',
    ]);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:reporte'));
  });
});
