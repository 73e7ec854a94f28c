import { readFile } from 'node:fs/promises';
import type { Order } from '@comanda/contract/orders';
import type { ReportQuery, SalesReport } from '@comanda/contract/reports';
import type { StoreInfo } from '@comanda/contract/store/info';
import type { Page } from 'playwright-core';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/lib/format';
import { dayjs } from '../src/lib/zoned-dayjs';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';

const { newPage } = browserSuite();

const BOM = '\uFEFF';

/** The screen's default range: the last 30 days of the store's calendar, today included. */
async function defaultRange(api: PageApi): Promise<ReportQuery> {
  const store = await api<StoreInfo>('GET', '/v1/backoffice/store');
  const today = dayjs().tz(store.timezone).format('YYYY-MM-DD');
  return { from: dayjs.utc(today).subtract(29, 'day').format('YYYY-MM-DD'), to: today };
}

const paymentReport = (api: PageApi, range: ReportQuery) =>
  api<SalesReport>('GET', `/v1/backoffice/reports/sales/payment_method?from=${range.from}&to=${range.to}`);

const cashRow = (report: SalesReport) =>
  report.rows.find((row) => row.key === 'cash') ?? { orders: 0, units: 0, sales: { currency: 'ARS' as const, amount: 0 } };

const cents = (amount: number) => Math.round(amount * 100);

/** '12.345,50 ARS' (the table's money) -> 1234550 */
const tableCents = (text: string) => Math.round(Number(text.replace(/ [A-Z]{3}$/, '').replaceAll('.', '').replace(',', '.')) * 100);

/** Every row of the report's table as its cells' texts, header and total included. */
const tableRows = (page: Page): Promise<string[][]> =>
  page
    .getByTestId('report-table')
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));

async function openPaymentReport(page: Page): Promise<void> {
  await page.goto('/reports');
  await page.getByRole('heading', { name: 'Reportes', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Por medio de pago' }).click();
  await page.getByTestId('report-table').waitFor();
}

describe('reports', () => {
  it("shows the orders just placed in the by-payment-method chart and table, and 'Descargar CSV' saves that table", async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    const range = await defaultRange(api);
    const before = cashRow(await paymentReport(api, range));

    const placed: Order[] = [
      await placeStorefrontOrder('centro', 'Reporte, "Uno"'),
      await placeStorefrontOrder('centro', 'Reporte Dos'),
    ];
    const placedCents = placed.reduce((sum, order) => sum + cents(order.imports.total.amount), 0);
    const after = await paymentReport(api, range);
    expect(cashRow(after).orders).toBe(before.orders + 2);
    expect(cents(cashRow(after).sales.amount)).toBe(cents(before.sales.amount) + placedCents);

    await openPaymentReport(page);
    expect((await page.getByLabel('Desde').inputValue()) + ' ' + (await page.getByLabel('Hasta').inputValue())).toBe(
      `${range.from} ${range.to}`,
    );

    // The chart: a bar per method, Efectivo among their names; its text alternative is the table.
    const chart = page.getByRole('img', { name: /Grafico de ventas por medio de pago/ });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBe(after.rows.length);
    expect(await chart.locator('.recharts-yAxis-tick-labels text', { hasText: 'Efectivo' }).count()).toBe(1);
    const describedBy = await chart.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/^Ventas por medio de pago, del /);

    const rows = await tableRows(page);
    expect(rows[0]).toEqual(['Medio de pago', 'Ordenes', 'Unidades', 'Ventas']);
    expect(rows.find((row) => row[0] === 'Efectivo')).toEqual([
      'Efectivo',
      String(cashRow(after).orders),
      String(cashRow(after).units),
      formatMoney(cashRow(after).sales),
    ]);
    expect(rows.at(-1)).toEqual([
      'Total',
      String(after.totals.orders),
      String(after.totals.units),
      formatMoney(after.totals.sales),
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ventas-por-medio-de-pago-${range.from}-a-${range.to}.csv`);
    const file = await readFile(await download.path(), 'utf8');
    expect(file.startsWith(BOM)).toBe(true);
    const csv = parse<string[]>(file.slice(BOM.length), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Medio de pago', 'Ordenes', 'Unidades', 'Ventas (ARS)']);
    // Each line is the table's row, the amount as a plain decimal.
    expect(csv.slice(1).map(([name, orders, units, sales]) => [name, orders, units, cents(Number(sales))])).toEqual(
      rows.slice(1).map(([name, orders, units, sales]) => [name, orders, units, tableCents(sales ?? '')]),
    );
    expect(csv.find((line) => line[0] === 'Efectivo')?.[3]).toBe((cents(cashRow(after).sales.amount) / 100).toFixed(2));
  });

  it('is readable on a phone: charts stay within the screen, the table scrolls sideways inside it, axe finds nothing serious', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    await page.goto('/reports');
    for (const tab of ['Por dia', 'Por articulo', 'Por medio de pago']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.getByTestId('report-table').waitFor();
      const chart = page.getByTestId('report-chart');
      await chart.locator('.recharts-bar-rectangle').first().waitFor({ state: 'attached' });
      // Axis labels included: none reaches past the right edge.
      const chartRight = await chart.evaluate((element) =>
        Math.max(...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)),
      );
      expect(chartRight, tab).toBeLessThanOrEqual(PHONE.width);
    }

    const scroller = page.getByRole('region', { name: /^Ventas por medio de pago/ });
    const box = await scroller.evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // A keyboard reaches the scroller to move it sideways.
    expect(await scroller.getAttribute('tabindex')).toBe('0');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
