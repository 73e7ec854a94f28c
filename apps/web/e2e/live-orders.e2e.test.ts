import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';
import { sideMenu, waitForToast } from './support/ui';

const { newPage } = browserSuite();

/** The promise: a customer's order shows on open staff screens within 2 s, no reload. */
const LIVE_WITHIN_MS = 2_000;

const indicator = (page: Page): Locator => page.getByTestId('live-indicator');
const ordersTable = (page: Page): Locator => page.getByRole('table', { name: 'Ordenes' });
const orderRow = (page: Page, client: string): Locator =>
  ordersTable(page).getByRole('row').filter({ hasText: client });
const boardCard = (page: Page, number: number): Locator =>
  page.getByRole('article', { name: `Orden ${number}`, exact: true });
const actions = (scope: Page | Locator, number: number): Locator =>
  scope.getByRole('group', { name: `Acciones de la orden ${number}` });

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

/** Clicks a one-tap button of the order and waits for the change to be saved. */
async function tap(scope: Page | Locator, number: number, button: string): Promise<void> {
  await actions(scope, number).getByRole('button', { name: button, exact: true }).click();
}

describe('live orders', () => {
  it('a storefront order appears on the open list and the board within 2 s, and rings until accepted', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await ensureTurnOpen(page);
    await page.goto('/orders');
    await ordersTable(page).getByRole('row').nth(1).waitFor();
    await waitUntilLive(page);
    await page.getByTestId('sound-prompt').getByRole('button', { name: 'Activar sonido' }).click();
    await page.locator('[data-testid="live-indicator"][data-audio-state="running"]').waitFor();

    const board = await page.context().newPage();
    await board.goto('/orders/board');
    await waitUntilLive(board);

    const client = uniqueClient('Vivo');
    const order = await placeStorefrontOrder('centro', client);
    await orderRow(page, client).waitFor({ timeout: LIVE_WITHIN_MS });
    await boardCard(board, order.number).waitFor({ timeout: LIVE_WITHIN_MS });

    // It rings on every open screen: the alarm plays and the tab title counts it.
    await page.locator('[data-testid="live-indicator"][data-ringing="true"][data-alarm="playing"]').waitFor();
    expect(await page.title()).toMatch(/^\(\d+\) /);
    const bursts = Number(await indicator(page).getAttribute('data-alarm-bursts'));
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="live-indicator"]')?.getAttribute('data-alarm-bursts')) > before,
      bursts,
    );
    expect(await boardCard(board, order.number).getAttribute('data-ringing')).toBe('true');

    // Accepting on the board stops the ring on the list's screen too, once nothing else rings.
    await tap(boardCard(board, order.number), order.number, 'Aceptar');
    const accept = board.getByRole('dialog', { name: `Aceptar la orden ${order.number}` });
    await accept.getByRole('button', { name: 'Confirmar' }).click();
    await waitForToast(board, 'Completado');
    await orderRow(page, client).getByText('En Preparacion').waitFor({ timeout: LIVE_WITHIN_MS });
    await expect
      .poll(async () => (await boardCard(board, order.number).getAttribute('data-ringing')) ?? 'false')
      .toBe('false');
    await board.close();
  });

  it('an order moves from Nueva to Entregada in one tap per step, and the list follows each', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await ensureTurnOpen(page);
    const client = uniqueClient('Flujo');
    const order = await placeStorefrontOrder('centro', client, 'shipment');

    const list = await page.context().newPage();
    await list.goto('/orders');
    await orderRow(list, client).waitFor();
    await waitUntilLive(list);

    await page.goto(`/orders/${order.id}`);
    await page.getByRole('heading', { name: `Orden ${order.number}` }).waitFor();

    await tap(page, order.number, 'Aceptar');
    await page.getByRole('dialog', { name: `Aceptar la orden ${order.number}` }).getByRole('button', { name: 'Confirmar' }).click();
    await orderRow(list, client).getByText('En Preparacion').waitFor({ timeout: LIVE_WITHIN_MS });

    await tap(page, order.number, 'Listo');
    await orderRow(list, client).getByText('Preparada').waitFor({ timeout: LIVE_WITHIN_MS });

    await tap(page, order.number, 'Despachar');
    const dispatch = page.getByRole('dialog', { name: `Despachar la orden ${order.number}` });
    await dispatch.getByRole('combobox', { name: 'Repartidor' }).waitFor();
    await dispatch.getByRole('button', { name: 'Confirmar' }).click();
    await orderRow(list, client).getByText('En Camino').waitFor({ timeout: LIVE_WITHIN_MS });

    await tap(page, order.number, 'Entregado');
    await orderRow(list, client).getByText('Entregada').waitFor({ timeout: LIVE_WITHIN_MS });

    // The history tab tells who did each step.
    await page.getByRole('navigation', { name: 'Secciones de la orden' }).getByRole('link', { name: 'Historial' }).click();
    const history = page.getByTestId('order-history');
    await history.waitFor();
    expect(await history.getByTestId('history-entry').count()).toBeGreaterThanOrEqual(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.close();
  });

  it('a rider sees only the deliveries assigned to them, on a phone', async () => {
    const admin = await newPage();
    await openStore(admin, 'admin', 'centro');
    await ensureTurnOpen(admin);
    const api = await pageApi(admin);
    const mine = await placeStorefrontOrder('centro', uniqueClient('ParaRider'), 'shipment');
    const other = await placeStorefrontOrder('centro', uniqueClient('OtroCliente'), 'shipment');
    const candidates = await api<{ data: Array<{ id: string; email: string | null }> }>(
      'GET',
      `/v1/backoffice/orders/${mine.id}/delivery/rider`,
    );
    const rider = candidates.data.find((candidate) => candidate.email === 'rider@comanda.test');
    if (!rider) throw new Error('the demo rider is not a rider candidate');
    await api('PUT', `/v1/backoffice/orders/${mine.id}/accept`, { minutes: 20 });
    await api('PUT', `/v1/backoffice/orders/${mine.id}/ready`);
    await api('PUT', `/v1/backoffice/orders/${mine.id}/dispatch`, { user_id: rider.id });

    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'rider', 'centro');
    await page.goto('/orders/deliveries');
    await page.getByText(mine.client.name).waitFor();
    expect(await page.getByText(other.client.name).count()).toBe(0);
    await page.getByRole('link', { name: /en el mapa$/ }).first().waitFor();
    expect(await page.getByRole('link', { name: /^Llamar a / }).first().getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: /^Abrir chat de WhatsApp/ }).first().getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+/,
    );
    expect(await page.getByTestId('to-collect').first().textContent()).toMatch(/ARS/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the operator works an order from the board but has no catalogue', async () => {
    // The operator cannot open the turn: an admin does it first when needed.
    const admin = await newPage();
    await openStore(admin, 'admin', 'centro');
    await ensureTurnOpen(admin);

    const page = await newPage({ viewport: { width: 1024, height: 768 } });
    await openStore(page, 'operator', 'centro');
    expect(await sideMenu(page).getByRole('button', { name: 'Catalogo' }).count()).toBe(0);
    expect(await sideMenu(page).getByRole('link', { name: 'Inicio' }).count()).toBe(0);
    await page.goto('/catalogue/articles');
    await page.waitForURL((url) => url.pathname === '/orders');

    await page.goto('/orders/board');
    await waitUntilLive(page);
    const order = await placeStorefrontOrder('centro', uniqueClient('Cocina'));
    const card = boardCard(page, order.number);
    await card.waitFor({ timeout: LIVE_WITHIN_MS });
    await tap(card, order.number, 'Aceptar');
    await page.getByRole('dialog', { name: `Aceptar la orden ${order.number}` }).getByRole('button', { name: 'Confirmar' }).click();
    await waitForToast(page, 'Completado');
    await tap(boardCard(page, order.number), order.number, 'Listo');
    await page.getByTestId('board-column-ready').getByRole('article', { name: `Orden ${order.number}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
