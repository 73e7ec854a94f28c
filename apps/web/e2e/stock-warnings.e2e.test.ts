import { randomUUID } from 'node:crypto';
import type { StockItem, StockWarnings } from '@comanda/contract/catalogue/stock';
import { IDEMPOTENCY_HEADER } from '@comanda/contract/storefront';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { TABLET } from './support/layout-sweep';
import { type PageApi, pageApi } from './support/page-api';
import { serverUrl } from './support/server-url';
import { openStore } from './support/session';

const { newPage } = browserSuite();

/** The promise: a warning reaches the open board within 2 s, no reload. */
const LIVE_WITHIN_MS = 2_000;

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Avisos de stock' });

/** Customers can order only while the turn is open; another test may have closed it. */
async function ensureTurnOpen(api: PageApi): Promise<void> {
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

/** A customer's take-away order of one unit of the article, through the public storefront API. */
async function orderOne(articleId: string): Promise<void> {
  const response = await fetch(`${serverUrl()}/v1/stores/centro/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify({
      client: { name: 'Cliente de la masa', phone: '+54 9 341 555 0101' },
      items: [{ article_id: articleId, toppings: [] }],
      delivery: { method: 'take_away', immediate: true },
      payment: { method: 'cash' },
    }),
  });
  expect(response.status).toBe(201);
}

describe("stock that warns ('Avisar con')", () => {
  it("sales crossing the threshold show the banner on the open board within 2 s; 'Reponer' clears it", async () => {
    const page = await newPage({ viewport: TABLET });
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    await ensureTurnOpen(api);

    // An article and a stock item of this test alone, so no other test orders it or sees its warning.
    const tag = randomUUID().slice(0, 6);
    const name = `Masa de pizza ${tag}`;
    const articleId = randomUUID();
    await api('PUT', `/v1/backoffice/catalogue/articles/${articleId}`, {
      name: `Pizza de prueba ${tag}`,
      slug: `pizza-prueba-${tag}`,
      price: { import: { currency: 'ARS', amount: 1000 }, discount: 0, total: { currency: 'ARS', amount: 1000 } },
    });
    const stockId = randomUUID();
    const stockBody = { description: name, refs: [{ id: articleId, type: 'article' }] };
    await api('PUT', `/v1/backoffice/catalogue/stock/${stockId}`, { ...stockBody, count: 3, warn_count: 1 });
    try {
      await page.goto('/orders/board');
      await page.getByRole('heading', { name: 'Tablero' }).waitFor();
      await page.locator('[data-testid="live-indicator"][data-live-status="live"]').waitFor();

      await orderOne(articleId);
      await expect.poll(async () => (await api<StockItem>('GET', `/v1/backoffice/catalogue/stock/${stockId}`)).count).toBe(2);
      expect(await banner(page).getByText(name, { exact: false }).count()).toBe(0);

      // 2 -> 1 reaches 'Avisar con': the open board shows it without a reload.
      await orderOne(articleId);
      const low = banner(page).getByRole('status').filter({ hasText: `Queda poco: ${name} (1)` });
      await low.waitFor({ timeout: LIVE_WITHIN_MS });

      // 1 -> 0 is louder: red, an alert.
      await orderOne(articleId);
      const out = banner(page).getByRole('alert').filter({ hasText: `Sin stock: ${name}` });
      await out.waitFor({ timeout: LIVE_WITHIN_MS });
      expect(await low.count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A reload reads the warnings again, and Inicio shows them too.
      await page.reload();
      await out.waitFor();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
      await out.waitFor();
      await page.goto('/orders/board');
      await page.getByRole('heading', { name: 'Tablero' }).waitFor();
      await out.waitFor();

      // 'Reponer' edits the count in place and the warning goes.
      await out.getByRole('button', { name: 'Reponer' }).click();
      await page.getByLabel(`Cantidad de ${name}`).fill('12');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await out.waitFor({ state: 'detached' });
      expect((await api<StockItem>('GET', `/v1/backoffice/catalogue/stock/${stockId}`)).count).toBe(12);
      const warnings = await api<StockWarnings>('GET', '/v1/backoffice/catalogue/stock/warnings');
      expect(warnings.data.map((warning) => warning.id)).not.toContain(stockId);
    } finally {
      // Leave nothing that warns for the other browser tests.
      await api('PUT', `/v1/backoffice/catalogue/stock/${stockId}`, { ...stockBody, count: 12, warn_count: null });
    }
  });

  it("a cart line whose article sold out since it was added is marked when the cart opens, before 'Continuar'", async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    await ensureTurnOpen(api);

    // An article of this test alone, on the menu in its own section, with one unit of stock that
    // disables it when it runs out.
    const tag = randomUUID().slice(0, 6);
    const articleName = `Fugazzeta ${tag}`;
    const articleId = randomUUID();
    await api('PUT', `/v1/backoffice/catalogue/articles/${articleId}`, {
      name: articleName,
      slug: `fugazzeta-${tag}`,
      price: { import: { currency: 'ARS', amount: 1000 }, discount: 0, total: { currency: 'ARS', amount: 1000 } },
    });
    const sectionId = randomUUID();
    const section = { name: `Prueba ${tag}`, slug: `prueba-${tag}`, order: 999, articles: [{ id: articleId }] };
    await api('PUT', `/v1/backoffice/catalogue/sections/${sectionId}`, { ...section, visible: true });
    await api('PUT', `/v1/backoffice/catalogue/stock/${randomUUID()}`, {
      description: `Masa ${tag}`,
      count: 1,
      refs: [{ id: articleId, type: 'article', disable_min_count: 0 }],
    });
    try {
      const customer = await page.context().newPage();
      await customer.setViewportSize(PHONE);
      await customer.goto('/tienda/centro');
      await customer.getByRole('button', { name: articleName, exact: true }).click();
      const sheet = customer.getByRole('dialog', { name: articleName });
      await sheet.getByRole('button', { name: /^Agregar/ }).click();
      await sheet.waitFor({ state: 'hidden' });

      // Someone else orders the last unit: the article sells out while this menu is open.
      await orderOne(articleId);

      await customer.getByRole('button', { name: /^Ver pedido/ }).click();
      const cart = customer.getByRole('dialog', { name: 'Tu pedido' });
      const line = cart.getByRole('listitem').filter({ hasText: articleName });
      await line.getByText('Agotado: quitalo para continuar').waitFor();
      await cart.getByRole('alert').filter({ hasText: 'Algo de tu pedido se agotó' }).waitFor();
      expect(await cart.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);

      await line.getByRole('button', { name: /^Eliminar/ }).click();
      await cart.getByText('Tu pedido está vacío.').waitFor();
    } finally {
      // Off the menu again for the other browser tests.
      await api('PUT', `/v1/backoffice/catalogue/sections/${sectionId}`, { ...section, visible: false });
    }
  });
});
