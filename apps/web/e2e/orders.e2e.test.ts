import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { browserSuite } from './support/browser-suite';
import { openStore } from './support/session';
import { sideMenu, waitForToast } from './support/ui';

const { newPage } = browserSuite();

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Ordenes' });

/** From /orders, opens the newest demo order and waits for its header. */
async function openFirstOrder(page: Page): Promise<void> {
  await sideMenu(page).getByRole('link', { name: 'Ordenes' }).click();
  await page.waitForURL((url) => url.pathname === '/orders');
  const edit = ordersTable(page).getByRole('link', { name: /^Editar/ }).first();
  await edit.waitFor();
  await edit.click();
  await page.waitForURL((url) => /^\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.getByRole('heading', { name: /^Orden \d+$/ }).waitFor();
}

describe('orders', () => {
  it('admin lists the demo orders, changes one status and expands an item', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/orders');
    const table = ordersTable(page);
    await table.getByRole('link', { name: /^Editar/ }).first().waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('cell').nth(1).textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await openFirstOrder(page);
    const status = page.getByRole('combobox', { name: 'Estado de la orden' });
    expect(await status.isEnabled()).toBe(true);
    const next = (await status.inputValue()) === 'cancel_store' ? 'completed' : 'cancel_store';
    await status.selectOption(next);
    await waitForToast(page, 'Completado');
    expect(await status.inputValue()).toBe(next);

    // The change survives a reload (the server kept it).
    await page.reload();
    await page.getByRole('heading', { name: /^Orden \d+$/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Estado de la orden' }).inputValue()).toBe(next);

    await page.getByRole('button', { name: 'Expandir' }).first().click();
    await page.getByRole('button', { name: 'Contraer' }).first().waitFor();
    await page.getByText('Importes del item').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the rider opens an order: status and printing disabled, delivery status enabled', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await openFirstOrder(page);
    expect(await page.getByRole('combobox', { name: 'Estado de la orden' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isDisabled()).toBe(true);

    await page.getByRole('navigation', { name: 'Secciones de la orden' }).getByRole('link', { name: 'Entrega' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/delivery'));
    expect(await page.getByRole('combobox', { name: 'Estado de la entrega' }).isEnabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Repartidor' }).isDisabled()).toBe(true);
  });

  it('printing falls back to the browser print when the print host fails', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    // A print host that refuses (the app's own origin, which has no such path): the ticket goes to
    // the (stubbed) browser print. The server's CSP (connect-src 'self') would refuse the default
    // loopback host as a page error.
    await page.evaluate(() => {
      localStorage.setItem('print_host', `${location.origin}/v1/no-print-host`);
      Object.assign(window, { __printed: 0 });
      window.print = () => {
        const ticket = document.querySelector('[data-testid="print-ticket"]');
        Object.assign(window, { __printed: ticket ? 1 : -1 });
      };
    });
    await openFirstOrder(page);
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await page.waitForFunction(() => (window as unknown as { __printed: number }).__printed !== 0);
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  });
});
