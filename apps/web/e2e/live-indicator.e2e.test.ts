import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';

const { newPage } = browserSuite();

/** The promise: an unreachable API shows within 5 s. */
const OFFLINE_WITHIN_MS = 5_000;
const TABLET = { width: 1024, height: 768 };
const API_ROUTES = '**/v1/**';

const indicator = (page: Page): Locator => page.getByTestId('live-indicator');
const withStatus = (page: Page, status: string): Locator =>
  page.locator(`[data-testid="live-indicator"][data-live-status="${status}"]`);
const boardCard = (page: Page, number: number): Locator =>
  page.getByRole('article', { name: `Orden ${number}`, exact: true });

const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;

/** Customers can order only while the turn is open; another test may have closed it. */
async function ensureTurnOpen(page: Page): Promise<void> {
  const api = await pageApi(page);
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

/**
 * The board open and live; then the API becomes unreachable from the page while its open stream
 * stays up (as a tablet whose requests fail), and a customer orders: the stream tells, the board's
 * load fails, and the indicator must say so. Restoring the routes brings 'En vivo' and the order back.
 */
async function offlineAndBack(page: Page): Promise<void> {
  await openStore(page, 'admin', 'centro');
  await ensureTurnOpen(page);
  await page.goto('/orders/board');
  await page.getByTestId('board-column-new').waitFor();
  await withStatus(page, 'live').waitFor();
  await expect.poll(() => indicator(page).getByRole('status').textContent()).toContain('En vivo');

  await page.route(API_ROUTES, (route) => route.abort('internetdisconnected'));
  const order = await placeStorefrontOrder('centro', uniqueClient('Sin red'));
  await withStatus(page, 'offline').waitFor({ timeout: OFFLINE_WITHIN_MS });
  expect(await indicator(page).getByRole('status').textContent()).toContain('Sin conexión');
  // The stream heard of the order (it rings), but the board could not load it.
  expect(await boardCard(page, order.number).count()).toBe(0);

  await page.unroute(API_ROUTES);
  await withStatus(page, 'live').waitFor();
  expect(await indicator(page).getByRole('status').textContent()).toContain('En vivo');
  await boardCard(page, order.number).waitFor();
}

describe('the live indicator', () => {
  it("turns 'Sin conexión' within 5 s on a tablet whose API is unreachable, and back after", async () => {
    await offlineAndBack(await newPage({ viewport: TABLET }));
  });

  it('does the same on a phone, where the dot alone shows and the words are read out', async () => {
    await offlineAndBack(await newPage({ viewport: PHONE }));
  });
});
