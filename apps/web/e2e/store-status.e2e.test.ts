import type { StoreStatus } from '@comanda/contract/store/status';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { waitForToast } from './support/ui';

const { newPage } = browserSuite();

const STATUS_PATH = '/v1/backoffice/store/status';

const badge = (page: Page): Locator => page.getByRole('banner').getByTestId('store-status-badge');

/** Waits until the header badge says `text` (its full text, also what a screen reader hears). */
async function badgeSays(page: Page, text: string | RegExp): Promise<string> {
  const expected = typeof text === 'string' ? text : undefined;
  await page.waitForFunction(
    ({ expected, source }) => {
      const shown = document.querySelector('header [data-testid="store-status-badge"]')?.getAttribute('data-status-text');
      return shown != null && (expected !== undefined ? shown === expected : new RegExp(source).test(shown));
    },
    { expected, source: typeof text === 'string' ? '' : text.source },
  );
  return (await badge(page).getAttribute('data-status-text')) ?? '';
}

/** 'HH:mm' of a moment on the store's clock. */
async function storeTime(api: PageApi, iso: string): Promise<string> {
  const { timezone } = await api<{ timezone: string }>('GET', '/v1/backoffice/store');
  return new Intl.DateTimeFormat('es-AR', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/**
 * The demo store as customers find it: turn open, no pause, no extra delay (other browser tests
 * may have closed the turn or left something set). The demo's hours cover the whole day.
 */
async function openForOrders(api: PageApi): Promise<void> {
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
  await api('PUT', `${STATUS_PATH}/resume`, { channel: 'both' });
  await api('PUT', `${STATUS_PATH}/extra-delay`, { minutes: 0, duration: null });
}

const panel = (page: Page): Locator => page.getByRole('dialog', { name: 'Estado de la tienda' });

describe('store status', () => {
  it('the header badge says Pausada hasta HH:mm after a pause from its panel, and Abierta again when the pause ends', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    await openForOrders(api);
    await page.goto('/orders');
    await badgeSays(page, 'Abierta');
    expect(await badge(page).getAttribute('data-tone')).toBe('open');

    await badge(page).click();
    await panel(page).getByRole('button', { name: 'Pausar envio y retiro 15 min' }).click();
    await waitForToast(page, 'Pedidos pausados');
    const status = await api<StoreStatus>('GET', STATUS_PATH);
    expect(status.shipment.pause?.by).toBe(status.take_away.pause?.by);
    const until = status.shipment.pause?.until;
    if (!until) throw new Error('the pause has no end');
    const pausedText = `Pausada hasta ${await storeTime(api, until)}`;
    expect(await badgeSays(page, pausedText)).toBe(pausedText);
    expect(await badge(page).getAttribute('data-tone')).toBe('paused');
    // Colour and words: the words are on the screen, not only in an attribute.
    expect(await badge(page).innerText()).toBe(pausedText);
    await panel(page).getByText(/^Pausado hasta \d{2}:\d{2} · por /).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The pause ends from another device: the live stream brings the change, no reload.
    await api('PUT', `${STATUS_PATH}/resume`, { channel: 'both' });
    await badgeSays(page, 'Abierta');
    expect(await badge(page).getAttribute('data-tone')).toBe('open');
  });

  it('an operator pauses take-away until the turn closes and adds 15 extra minutes from the board', async () => {
    const admin = await newPage();
    await openStore(admin, 'admin', 'centro');
    await openForOrders(await pageApi(admin));
    const page = await newPage();
    await openStore(page, 'operator', 'centro');
    const api = await pageApi(page);
    await page.goto('/orders/board');
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    await badgeSays(page, 'Abierta');

    await page.getByRole('main').getByRole('button', { name: 'Pausa y demora' }).click();
    await panel(page).locator('label').filter({ hasText: /^Retiro$/ }).click();
    await panel(page).getByRole('button', { name: 'Pausar retiro hasta cerrar el turno' }).click();
    await badgeSays(page, 'Retiro pausado hasta cerrar el turno');
    expect(await badge(page).getAttribute('data-tone')).toBe('partial');

    await panel(page).getByRole('button', { name: '+15 min' }).click();
    await waitForToast(page, 'Demora extra guardada');
    await badgeSays(page, 'Retiro pausado hasta cerrar el turno · +15 min');
    expect((await api<StoreStatus>('GET', STATUS_PATH)).extra_delay?.minutes).toBe(15);

    await panel(page).getByRole('button', { name: 'Quitar demora extra' }).click();
    await badgeSays(page, 'Retiro pausado hasta cerrar el turno');
    await panel(page).getByRole('button', { name: 'Reanudar retiro' }).click();
    await badgeSays(page, 'Abierta');
  });

  it('a rider sees the badge and its details but no pause control, and the server refuses the rider a pause', async () => {
    const admin = await newPage();
    await openStore(admin, 'admin', 'centro');
    const adminApi = await pageApi(admin);
    await openForOrders(adminApi);
    await adminApi('PUT', `${STATUS_PATH}/pause`, { channel: 'shipment', minutes: 30 });

    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await page.goto('/orders/board');
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    const text = await badgeSays(page, /^Envio pausado hasta \d{2}:\d{2}$/);
    expect(await badge(page).getAttribute('data-tone')).toBe('partial');
    expect(await page.getByRole('button', { name: 'Pausa y demora' }).count()).toBe(0);

    await badge(page).click();
    await panel(page).getByText(/^Pausado hasta \d{2}:\d{2} · por /).waitFor();
    expect(await panel(page).getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');

    const riderApi = await pageApi(page);
    await expect(riderApi('PUT', `${STATUS_PATH}/resume`, { channel: 'both' })).rejects.toThrow(/403/);
    expect(await badgeSays(page, text)).toBe(text);

    // The admin's access (still valid) lifts the pause, and the rider's badge follows.
    await adminApi('PUT', `${STATUS_PATH}/resume`, { channel: 'both' });
    await badgeSays(page, 'Abierta');
  });

  it('on a 390 px phone the badge says one word and keeps the header on the screen', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    const api = await pageApi(page);
    await openForOrders(api);
    await api('PUT', `${STATUS_PATH}/pause`, { channel: 'both', minutes: 60 });
    await page.goto('/orders');
    await badgeSays(page, /^Pausada hasta \d{2}:\d{2}$/);
    // One word on the screen; the full text stays in the page for screen readers (1 px, clipped).
    const short = badge(page).locator('span[aria-hidden="true"]');
    expect(await short.innerText()).toBe('Pausada');
    expect(await short.isVisible()).toBe(true);
    const full = await badge(page).getByText(/^Pausada hasta/).boundingBox();
    expect(full && full.width <= 1).toBe(true);
    const box = await badge(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const signOut = await page.getByRole('banner').getByRole('button', { name: 'Salir' }).boundingBox();
    expect(signOut && signOut.x + signOut.width <= PHONE.width).toBe(true);

    // The panel fits the phone too.
    await badge(page).click();
    await panel(page).getByRole('button', { name: 'Reanudar envio y retiro' }).waitFor();
    const dialog = await panel(page).boundingBox();
    expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= PHONE.width).toBe(true);
    await panel(page).getByRole('button', { name: 'Reanudar envio y retiro' }).click();
    await badgeSays(page, 'Abierta');
  });
});
