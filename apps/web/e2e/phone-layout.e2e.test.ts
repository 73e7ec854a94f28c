import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '../src/app/route-table';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { demoIds, ORDER_HEADER_MAX_PX, settle, sweep, TABLET, urlsFor, visit } from './support/layout-sweep';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';

const { newPage } = browserSuite();

describe('phone layout (390 px): no page scrolls sideways, no button text is cut off', () => {
  it('rider: every route the delivery role may open', { timeout: 300_000 }, async () => {
    const visited = await sweep(newPage, 'rider', 'delivery', { axe: false, everyOrder: false });
    expect(visited).toContain('/orders/deliveries');
  });

  it('operator: every route the operator may open', { timeout: 300_000 }, async () => {
    const visited = await sweep(newPage, 'operator', 'operator', { axe: false, everyOrder: false });
    expect(visited).toContain('/orders/board');
  });

  it('the orders list is cards: number, client, status, times, method, promise, Total and the edit link in view', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    await page.goto('/orders');
    await settle(page);
    const table = page.getByRole('table', { name: 'Ordenes' });
    const card = table.getByRole('row').nth(1);
    await card.waitFor();
    // The column headers are there for screen readers only.
    const headerBox = await table.locator('thead').boundingBox();
    expect(headerBox?.height ?? 0).toBeLessThanOrEqual(1);
    const inView = async (name: string) => {
      const cell = card.locator(`[data-label="${name}"]`);
      expect(await cell.isVisible(), name).toBe(true);
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, name).toBe(true);
      return (await cell.textContent()) ?? '';
    };
    expect(await inView('Número')).toMatch(/^#\d+$/);
    await inView('Cliente');
    await inView('Estado');
    expect(await inView('Hora')).toMatch(/^\d{2}:\d{2}$/);
    expect(await inView('Espera')).toMatch(/^hace /);
    await inView('Entrega');
    await inView('Prometida');
    expect(await inView('Total')).toMatch(/ARS$/);
    const edit = card.getByRole('link', { name: /^Editar/ });
    const editBox = await edit.boundingBox();
    expect(editBox && editBox.x + editBox.width <= PHONE.width && editBox.width >= 40).toBe(true);
    // Search, paging and the range text of SPEC.md stay.
    await page.getByText(/^desde \d+ hasta \d+ de \d+$/).waitFor();
    expect(await page.getByRole('button', { name: 'Buscar' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Siguiente' }).isVisible()).toBe(true);
    await edit.click();
    await page.waitForURL((url) => /^\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
  });

  it('the order header leaves the tabs within the first screen, 250 px at most below its title', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    // A new order is the usual first look (Aceptar and Rechazar): make one if other tests took them all.
    let { orders } = await demoIds(api, false);
    if (!orders.some((order) => order.status === 'process')) {
      const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
      if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
      await placeStorefrontOrder('centro', `Telefono ${randomUUID().slice(0, 6)}`, 'shipment');
      ({ orders } = await demoIds(api, false));
    }
    const fresh = orders.find((order) => order.status === 'process');
    // Every state (one order per status) keeps the tabs in the first screen.
    for (const order of orders) {
      await page.goto(`/orders/${order.id}`);
      await settle(page);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const tabs = await page.getByRole('navigation', { name: 'Secciones de la orden' }).boundingBox();
      if (!title || !tabs) throw new Error(`order ${order.number}: no title or tabs`);
      expect(tabs.y + tabs.height, `order ${order.number} (${order.status})`).toBeLessThanOrEqual(PHONE.height);
      if (order.id === fresh?.id) expect(tabs.y - title.y, `order ${order.number}`).toBeLessThanOrEqual(ORDER_HEADER_MAX_PX);
    }
    expect(fresh).toBeDefined();
  });

  it('on a 1024 x 768 tablet with the menu open the same screens fit too', { timeout: 300_000 }, async () => {
    const page = await newPage({ viewport: TABLET });
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    const ids = await demoIds(api, true);
    for (const route of screenRoutes) {
      for (const url of urlsFor(route.path, ids, false)) await visit(page, url, 'tablet');
    }
  });
});
