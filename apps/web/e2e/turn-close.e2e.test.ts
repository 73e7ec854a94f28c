import { fromCents, toCents } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import type { Turn, TurnList } from '@comanda/contract/turn';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/lib/format';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { dispatchToDemoRider } from './support/demo-rider';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';
import { sideMenu, waitForToast } from './support/ui';

const { newPage } = browserSuite();

const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;
const ars = (cents: number): string => formatMoney({ currency: 'ARS', amount: fromCents(cents) });

/** The cells of a summary table's line (the line's name first); [] when there is no such line. */
async function line(scope: Page | Locator, table: string, name: string): Promise<string[]> {
  const rows = scope.getByRole('table', { name: table }).getByRole('row');
  await rows.first().waitFor();
  const lines = await Promise.all((await rows.all()).map((row) => row.locator('th, td').allTextContents()));
  return lines.find((cells) => cells[0] === name) ?? [];
}

/** A shipment taken out by the demo rider and delivered: it is done, with stage times. */
async function deliveredByRider(api: PageApi, order: Order): Promise<string> {
  const rider = await dispatchToDemoRider(api, order);
  await api('PUT', `/v1/backoffice/orders/${order.id}/delivered`);
  return `${rider.first_name} ${rider.last_name}`;
}

/** Customers order only while the turn is open: the tests after this one need it open. */
async function ensureTurnOpen(api: PageApi): Promise<void> {
  const turn = await api<Turn | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

describe('closing the turn', () => {
  it('asks first, listing the active orders, then shows the summary with its figures; Turnos lists the turn', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    // A fresh turn, so its summary counts only this test's orders.
    const current = await api<Turn | null>('GET', '/v1/backoffice/turn');
    if (current?.status === 'opened') await api('PUT', '/v1/backoffice/turn/close');
    const turn = await api<Turn>('PUT', '/v1/backoffice/turn/open');
    try {
      const waiting = await placeStorefrontOrder('centro', uniqueClient('Sigue activa'));
      const rejected = await placeStorefrontOrder('centro', uniqueClient('Rechazada'), 'shipment');
      await api('PUT', `/v1/backoffice/orders/${rejected.id}/reject`, { reason: 'Sin repartidores' });
      const delivered = await placeStorefrontOrder('centro', uniqueClient('Entregada'), 'shipment');
      const rider = await deliveredByRider(api, delivered);
      const waitingCents = toCents(waiting.imports.total.amount);
      const deliveredCents = toCents(delivered.imports.total.amount);

      await page.goto('/');
      const closeButton = page.getByRole('main').getByRole('button', { name: 'Cerrar Turno', exact: true });
      await closeButton.click();

      // It asks first: the order still 'Nueva' is listed, the rejected and the delivered are not.
      const confirm = page.getByRole('dialog', { name: '¿Cerrar el turno?' });
      const activeList = confirm.getByRole('table', { name: 'Ordenes activas' });
      const waitingRow = activeList.getByRole('row').filter({ hasText: waiting.client.name });
      await waitingRow.waitFor();
      expect(await waitingRow.locator('td').allTextContents()).toEqual([`#${waiting.number}`, waiting.client.name, 'Nueva']);
      expect(await activeList.getByText(rejected.client.name).count()).toBe(0);
      expect(await activeList.getByText(delivered.client.name).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const closedBefore = await api<Turn>('GET', '/v1/backoffice/turn');
      expect(closedBefore.status).toBe('opened');

      await confirm.getByRole('button', { name: 'Cerrar Turno' }).click();
      await waitForToast(page, 'Turno Cerrado');

      const summary = page.getByRole('dialog', { name: 'Resumen del turno cerrado' });
      await summary.getByTestId('turn-summary-sales').waitFor();
      expect(await summary.getByTestId('turn-summary-orders').textContent()).toBe('Ordenes3');
      expect(await summary.getByTestId('turn-summary-cancelled').textContent()).toBe('Canceladas1');
      expect(await summary.getByTestId('turn-summary-active').textContent()).toBe('Activas1');
      expect(await summary.getByTestId('turn-summary-sales').textContent()).toBe(`Ventas${ars(waitingCents + deliveredCents)}`);
      expect(await line(summary, 'Ventas por medio de pago', 'Efectivo')).toEqual([
        'Efectivo',
        '2',
        ars(waitingCents + deliveredCents),
      ]);
      expect(await line(summary, 'Ventas por forma de entrega', 'Retiro en tienda')).toEqual([
        'Retiro en tienda',
        '1',
        ars(waitingCents),
      ]);
      expect(await line(summary, 'Ventas por forma de entrega', 'Envio a domicilio')).toEqual([
        'Envio a domicilio',
        '1',
        ars(deliveredCents),
      ]);
      expect(await line(summary, 'Efectivo por repartidor', rider)).toEqual([rider, '1', ars(deliveredCents)]);
      const [, preparationAverage, preparationP90, prepared] = await line(summary, 'Tiempos', 'Preparación');
      expect(prepared).toBe('1');
      expect(preparationAverage).toMatch(/^\d+(,\d)? min$/);
      expect(preparationP90).toMatch(/^\d+(,\d)? min$/);
      expect((await line(summary, 'Tiempos', 'Entrega'))[3]).toBe('1');
      // A fading toast would fail the contrast check at random: it goes first (2 s).
      await page.getByRole('alert').filter({ hasText: 'Turno Cerrado' }).waitFor({ state: 'detached' });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // 'Imprimir' mounts the 80 mm ticket for the browser print (stubbed: no dialog in tests).
      await page.evaluate(() => {
        Object.assign(window, { __printed: '' });
        window.print = () => {
          const ticket = document.querySelector('[data-testid="turn-summary-ticket"]');
          Object.assign(window, { __printed: ticket?.textContent ?? '-' });
        };
      });
      await summary.getByRole('button', { name: 'Imprimir' }).click();
      const printed = await page.evaluate(() => (window as unknown as { __printed: string }).__printed);
      expect(printed).toContain('Resumen de turno');
      expect(printed).toContain(`Ventas${ars(waitingCents + deliveredCents)}`);
      expect(await page.getByTestId('turn-summary-ticket').count()).toBe(0);

      await summary.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await page.getByRole('main').getByRole('button', { name: 'Abrir Turno', exact: true }).waitFor();

      // Turnos: the closed turn first, with its orders and sales; its row opens the full summary.
      await sideMenu(page).getByRole('link', { name: 'Turnos' }).click();
      const turns = page.getByRole('table', { name: 'Turnos' });
      const turnRow = turns.getByRole('row').nth(1);
      await turnRow.getByRole('link', { name: `Ver ${turn.id.split('-')[0]}` }).waitFor();
      const cells = await turnRow.locator('td').allTextContents();
      expect(cells.slice(4, 6)).toEqual(['3', ars(waitingCents + deliveredCents)]);
      expect(cells[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
      await turnRow.getByRole('link', { name: `Ver ${turn.id.split('-')[0]}` }).click();
      await page.waitForURL((url) => url.pathname === `/turns/${turn.id}`);
      await page.getByRole('heading', { name: 'Turno', level: 1 }).waitFor();
      expect(await page.getByTestId('turn-summary-sales').textContent()).toBe(`Ventas${ars(waitingCents + deliveredCents)}`);
      expect(await line(page, 'Efectivo por repartidor', rider)).toEqual([rider, '1', ars(deliveredCents)]);
      await page.getByRole('button', { name: 'Imprimir' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await ensureTurnOpen(api);
    }
  });

  it('on a phone (390 px) the Turnos list and a summary fit the screen', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    const list = await api<TurnList>('GET', '/v1/backoffice/turns?limit=20&skip=0');
    const closed = list.data.find((turn) => turn.status === 'closed');
    if (!closed) throw new Error('no closed turn to show');
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/turns');
    await page.getByRole('table', { name: 'Turnos' }).getByRole('link', { name: `Ver ${closed.id.split('-')[0]}` }).waitFor();
    expect(await fits()).toBe(true);
    await page.goto(`/turns/${closed.id}`);
    await page.getByTestId('turn-summary-sales').waitFor();
    expect(await fits()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
