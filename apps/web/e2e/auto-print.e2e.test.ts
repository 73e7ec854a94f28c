import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite';
import type { FakePrintHost } from './support/fake-print-host';
import { startFakePrintHost } from './support/fake-print-host';
import { pageApi } from './support/page-api';
import { serverUrl } from './support/server-url';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';

const { newPage } = browserSuite();

let printHost: FakePrintHost;
beforeEach(async () => {
  printHost = await startFakePrintHost(new URL(serverUrl()).origin);
});
afterEach(async () => {
  await printHost.close();
});

const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;

/** Customers can order only while the turn is open; another test may have closed it. */
async function ensureTurnOpen(page: Page): Promise<void> {
  const api = await pageApi(page);
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('[data-testid="live-indicator"][data-live-status="live"]').waitFor();
}

/** This device prints on its print host, and the kitchen ticket on 'Aceptar', chosen on Notificaciones. */
async function turnOnAutoPrint(page: Page): Promise<void> {
  await page.evaluate((url) => localStorage.setItem('print_host', url), printHost.url);
  await page.goto('/settings/notifications');
  const panel = page.getByRole('group', { name: 'Impresion automatica en este dispositivo' });
  await panel.getByText(printHost.url).waitFor();
  await panel.getByRole('radio', { name: 'Al aceptar la orden' }).check();
  expect(await page.evaluate(() => localStorage.getItem('auto_print'))).toBe('accepted');
}

/** A customer's order through the storefront, accepted by staff (the API the board's 'Aceptar' calls). */
async function placeAndAccept(page: Page, label: string): Promise<{ id: string; number: number }> {
  const order = await placeStorefrontOrder('centro', uniqueClient(label));
  const api = await pageApi(page);
  await api('PUT', `/v1/backoffice/orders/${order.id}/accept`, { minutes: 20 });
  return order;
}

const printsOf = (orderId: string) => printHost.requests.filter((request) => request.order.id === orderId);

/** Lets every auto-print queued on the page's lock finish (Web Locks grant in request order). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => navigator.locks.request('comanda-auto-print', () => undefined));
}

describe('auto-print', () => {
  it('sends an accepted order\'s kitchen ticket to the print host once, with two tabs open and after a reload', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await ensureTurnOpen(page);
    await turnOnAutoPrint(page);
    // Any back-office screen prints, not only the order: the settings screen and the dashboard.
    const other = await page.context().newPage();
    await other.goto('/');
    await waitUntilLive(page);
    await waitUntilLive(other);

    const first = await placeAndAccept(page, 'Cocina');
    await expect.poll(() => printsOf(first.id).length).toBe(1);
    const [request] = printsOf(first.id);
    expect(request?.search.get('ticket')).toBe('kitchen');
    expect(request?.search.has('reprint')).toBe(false);
    expect(request?.order.number).toBe(first.number);
    // The store's zone travels with it, for the promised time on the store's clock.
    const store = await (await pageApi(page))<{ timezone: string }>('GET', '/v1/backoffice/store');
    expect(request?.search.get('tz')).toBe(store.timezone);

    // Both tabs reloaded: the next order prints, the first is not printed again.
    await page.reload();
    await other.reload();
    await waitUntilLive(page);
    await waitUntilLive(other);
    const second = await placeAndAccept(page, 'Recarga');
    await expect.poll(() => printsOf(second.id).length).toBe(1);
    await settle(page);
    await settle(other);
    expect(printsOf(first.id)).toHaveLength(1);
    expect(printsOf(second.id)).toHaveLength(1);
    expect(printHost.requests).toHaveLength(2);
    await other.close();
  });

  it('a print host that refuses shows the reason and prints the kitchen ticket in the browser', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const printed: string[] = [];
      Object.assign(window, { printedTickets: printed });
      window.print = () => {
        printed.push(document.querySelector('[data-testid="print-ticket"]')?.textContent ?? '');
      };
    });
    await openStore(page, 'admin', 'centro');
    await ensureTurnOpen(page);
    await turnOnAutoPrint(page);
    await page.goto('/orders');
    await waitUntilLive(page);
    printHost.answerWith(503);

    const order = await placeAndAccept(page, 'Sin papel');
    const toast = page.getByRole('alert').filter({ hasText: `No se pudo imprimir la orden ${order.number}` });
    await toast.getByText('La impresora no lo recibio: respondio con el error 503 (No se pudo guardar la cola).').waitFor();
    expect(printsOf(order.id)).toHaveLength(1);

    await toast.getByRole('button', { name: 'Imprimir en el navegador' }).click();
    await toast.waitFor({ state: 'detached' });
    const printed = await page.evaluate(() => (window as unknown as { printedTickets: string[] }).printedTickets);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`Orden #${order.number}`);
    expect(printed[0]).toContain('Para las');
    expect(printed[0]).not.toContain('ARS');
    // Printed in the browser counts as printed on this device: no automatic retry will send it.
    const record = await page.evaluate(() => localStorage.getItem('printed_tickets'));
    expect(JSON.parse(record ?? '[]')).toContainEqual(
      expect.objectContaining({ order_id: order.id, ticket: 'kitchen', state: 'printed' }),
    );
  });
});
