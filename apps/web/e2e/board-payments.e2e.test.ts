import { fromCents, toCents } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { formatTicketMoney } from '@comanda/contract/tickets';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { serverUrl } from './support/server-url';
import { dispatchToDemoRider } from './support/demo-rider';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';

const { newPage } = browserSuite();

const TABLET = { width: 1024, height: 768 };
/** What the customer says they pay with: more than any demo article. */
const PAYS_WITH = 100_000;
/** The phone placeStorefrontOrder orders with: the storefront's voucher PUT asks for it. */
const CUSTOMER_PHONE = '+54 9 341 555 0101';
/** The smallest PNG: the voucher the customer uploads. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const boardCard = (scope: Page | Locator, number: number): Locator =>
  scope.getByRole('article', { name: `Orden ${number}`, exact: true });
const actions = (scope: Page | Locator, number: number): Locator =>
  scope.getByRole('group', { name: `Acciones de la orden ${number}` });
const toCollectColumn = (page: Page): Locator => page.getByTestId('board-column-to_collect');
const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;

/** 'Paga con' and 'Vuelto' as the cards say them: the app's money format, change on cents. */
function cashLines(order: Order): { paysWith: string; change: string } {
  const total = order.imports.total;
  const change = { currency: total.currency, amount: fromCents(toCents(PAYS_WITH) - toCents(total.amount)) };
  return {
    paysWith: `Paga con ${formatTicketMoney({ currency: total.currency, amount: PAYS_WITH })}`,
    change: `Vuelto ${formatTicketMoney(change)}`,
  };
}

/** Customers can order only while the turn is open; another test may have closed it. */
async function ensureTurnOpen(api: PageApi): Promise<void> {
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('[data-testid="live-indicator"][data-live-status="live"]').waitFor();
}

async function staff(viewport: { width: number; height: number }): Promise<{ page: Page; api: PageApi }> {
  const page = await newPage({ viewport });
  await openStore(page, 'admin', 'centro');
  const api = await pageApi(page);
  await ensureTurnOpen(api);
  return { page, api };
}

describe('payments on the board and the rider card', () => {
  it("a delivered cash order stays on the board in 'Por cobrar' until 'Cobrado', with 'Paga con' and 'Vuelto'", async () => {
    const { page, api } = await staff(TABLET);
    const order = await placeStorefrontOrder('centro', uniqueClient('PorCobrar'), 'take_away', {
      method: 'cash',
      pays_with: PAYS_WITH,
    });
    await api('PUT', `/v1/backoffice/orders/${order.id}/accept`, { minutes: 20 });
    await api('PUT', `/v1/backoffice/orders/${order.id}/ready`);
    await page.goto('/orders/board');
    await waitUntilLive(page);

    const card = boardCard(page.getByTestId('board-column-ready'), order.number);
    const { paysWith, change } = cashLines(order);
    await card.getByText(paysWith, { exact: true }).waitFor();
    await card.getByText(change, { exact: true }).waitFor();

    // Delivered before being paid: the card leaves 'Listas' for 'Por cobrar', 'Cobrado' on it.
    await actions(card, order.number).getByRole('button', { name: 'Entregado', exact: true }).click();
    const unpaid = boardCard(toCollectColumn(page), order.number);
    await unpaid.waitFor();
    expect(await toCollectColumn(page).getByRole('heading', { name: /^Por cobrar \(\d+\)$/ }).count()).toBe(1);
    expect(await unpaid.getByText(change, { exact: true }).count()).toBe(1);
    expect(await actions(unpaid, order.number).getByRole('button').allTextContents()).toEqual(['Cobrado']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reload keeps it: the board asks the server for it, it is not a leftover of the screen.
    await page.reload();
    await unpaid.waitFor();

    await actions(unpaid, order.number).getByRole('button', { name: 'Cobrado', exact: true }).click();
    await boardCard(page, order.number).waitFor({ state: 'detached' });
    expect((await api<Order>('GET', `/v1/backoffice/orders/${order.id}`)).status).toBe('completed');
  });

  it("on a phone the rider's card shows 'Paga con' and 'Vuelto', and the board's 'Por cobrar' chip keeps it after 'Entregado'", async () => {
    const { api } = await staff(TABLET);
    const order = await placeStorefrontOrder('centro', uniqueClient('Vuelto'), 'shipment', {
      method: 'cash',
      pays_with: PAYS_WITH,
    });
    await dispatchToDemoRider(api, order);

    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'rider', 'centro');
    await page.goto('/orders/deliveries');
    const card = page.getByRole('region', { name: 'En curso' }).getByRole('article', { name: `Orden ${order.number}`, exact: true });
    const { paysWith, change } = cashLines(order);
    await card.getByText(paysWith, { exact: true }).waitFor();
    await card.getByText(change, { exact: true }).waitFor();
    expect(await card.getByTestId('to-collect').textContent()).toBe(`A cobrar: ${formatTicketMoney(order.imports.total)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await actions(card, order.number).getByRole('button', { name: 'Entregado', exact: true }).click();
    await page.getByRole('region', { name: 'Terminadas' }).getByRole('article', { name: `Orden ${order.number}`, exact: true }).waitFor();

    await page.goto('/orders/board');
    // The chip's radio is drawn by its label.
    await page.getByRole('radiogroup', { name: 'Columna del tablero' }).getByText(/^Por cobrar \(\d+\)$/).click();
    const unpaid = boardCard(toCollectColumn(page), order.number);
    await unpaid.getByText(change, { exact: true }).waitFor();
    await actions(unpaid, order.number).getByRole('button', { name: 'Cobrado', exact: true }).click();
    await boardCard(page, order.number).waitFor({ state: 'detached' });
  });

  it("a transfer card shows its method and 'Comprobante: falta', then 'cargado' with its link once the customer uploads it", async () => {
    const { page, api } = await staff(TABLET);
    await page.goto('/orders/board');
    await waitUntilLive(page);
    const order = await placeStorefrontOrder('centro', uniqueClient('Transfer'), 'take_away', { method: 'bank_transfer' });
    await api('PUT', `/v1/backoffice/orders/${order.id}/accept`, { minutes: 20 });

    const card = boardCard(page, order.number);
    await card.getByText('Comprobante: falta', { exact: true }).waitFor();
    expect(await card.getByText('Transferencia', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Ver comprobante' }).count()).toBe(0);

    const form = new FormData();
    form.append('file', new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), 'comprobante.png');
    const upload = await fetch(
      `${serverUrl()}/v1/stores/centro/orders/${order.id}/payment/voucher?phone=${encodeURIComponent(CUSTOMER_PHONE)}`,
      { method: 'PUT', body: form },
    );
    expect(upload.status).toBe(200);

    // The live stream brings the change: no reload.
    await card.getByText('Comprobante: cargado', { exact: true }).waitFor();
    expect(await card.getByText('Comprobante: falta', { exact: true }).count()).toBe(0);
    const stored = await api<Order>('GET', `/v1/backoffice/orders/${order.id}`);
    expect(stored.payment.methods.bank_transfer?.voucher_url).toMatch(/\.png$/);
    expect(await card.getByRole('link', { name: 'Ver comprobante' }).getAttribute('href')).toBe(
      stored.payment.methods.bank_transfer?.voucher_url,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
