import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { pageApi, type PageApi } from './support/page-api';
import { openStore } from './support/session';
import {
  addMuzzarella,
  countOrders,
  createCoupon,
  ensureTurnOpen,
  fillTakeAwayCash,
  goToCheckout,
  orderTotal,
  uniqueName,
  waitForFollowUp,
} from './support/tienda';

const { newPage } = browserSuite();

/** The follow-up asks every 10 s at most: a change shows within one interval, plus the request. */
const FOLLOW_UP_WITHIN_MS = 15_000;

/** The smallest PNG: the voucher the customer uploads. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const confirmButton = (page: Page): Locator => page.getByRole('button', { name: 'Confirmar', exact: true });
const followUpStatus = (page: Page): Locator => page.getByTestId('order-status');

/** A customer on a phone and, in the same browser, staff signed in to centro on a desktop-sized page. */
async function customerAndStaff(): Promise<{ customer: Page; staff: Page; api: PageApi }> {
  const customer = await newPage({ viewport: PHONE });
  const staff = await customer.context().newPage();
  await staff.setViewportSize(DESKTOP);
  await openStore(staff, 'admin', 'centro');
  const api = await pageApi(staff);
  await ensureTurnOpen(api);
  return { customer, staff, api };
}

describe('ordering page: checkout and follow-up', () => {
  it('a customer orders a Muzzarella with its size and extra cheese, pays cash with paga con, and follows it: the board shows it live and accepting it changes the follow-up', async () => {
    const { customer, staff, api } = await customerAndStaff();
    // The store's phone, typed the local way, is offered to the customer in E.164.
    const profile = await api<Record<string, unknown>>('GET', '/v1/backoffice/store/profile');
    await api('PUT', '/v1/backoffice/store/profile', { ...profile, phone: '0341 555-0199' });
    await staff.goto('/orders/board');
    await staff.locator('[data-testid="live-indicator"][data-live-status="live"]').waitFor();

    const name = uniqueName('Pizza');
    await addMuzzarella(customer, 'centro', { extraCheese: true });
    await goToCheckout(customer);
    await fillTakeAwayCash(customer, name);
    // 16.500 the pizza, Grande at no charge, 2.500 the extra cheese: the server's quote, to the cent.
    await orderTotal(customer).getByText('19.000,00').waitFor();
    await customer.getByLabel('Paga con (opcional)').fill('20000');
    await customer.getByTestId('change').getByText('1.000,00').waitFor();
    expect(await seriousA11yViolations(customer)).toEqual([]);

    await confirmButton(customer).click();
    const orderId = await waitForFollowUp(customer, 'centro');
    expect(new URL(customer.url()).searchParams.get('tel')).toBe('+5493415550101');
    await followUpStatus(customer).getByText('Recibimos tu pedido').waitFor();
    const lines = customer.getByRole('list', { name: 'Productos del pedido' });
    await lines.getByText('Grande (8 porciones), Muzzarella extra').waitFor();
    expect(await orderTotal(customer).textContent()).toContain('19.000,00');
    expect(await seriousA11yViolations(customer)).toEqual([]);
    const heading = await customer.getByRole('heading', { name: /^Pedido N° \d+$/ }).textContent();
    const number = Number(heading?.replace(/\D/g, ''));
    await customer.getByText(/^Pagás con \$\s20\.000,00 · Vuelto \$\s1\.000,00$/).waitFor();
    // Never followed: the links to the store are checked, not opened.
    expect(await customer.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/5493415550199');
    expect(await customer.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:+5493415550199');

    // Staff see it on the board without reloading, and accept it there.
    const card = staff.getByRole('article', { name: `Orden ${number}`, exact: true });
    await card.waitFor({ timeout: 5_000 });
    await card.getByRole('group', { name: `Acciones de la orden ${number}` }).getByRole('button', { name: 'Aceptar', exact: true }).click();
    await staff.getByRole('dialog', { name: `Aceptar la orden ${number}` }).getByRole('button', { name: 'Confirmar' }).click();

    // The customer's page follows within its polling.
    await followUpStatus(customer).getByText('La tienda aceptó tu pedido').waitFor({ timeout: FOLLOW_UP_WITHIN_MS });
    expect(await customer.locator('[aria-current="step"]').textContent()).toBe('Aceptado, en preparación');

    // What the customer pays with reached the store: the order's Pago tab gives the change to bring.
    await staff.goto(`/orders/${orderId}/payment`);
    await staff.getByText('Paga con 20.000,00 ARS · Vuelto 1.000,00 ARS').waitFor();

    // The order link opens on another device too (a fresh page, the phone in the link).
    await customer.evaluate(() => localStorage.clear());
    await customer.reload();
    await followUpStatus(customer).getByText('La tienda aceptó tu pedido').waitFor();
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a coupon applies: its discount and the total show before confirming, and the order keeps them', async () => {
    const { customer, api } = await customerAndStaff();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await createCoupon(api, code, 1000);

    await addMuzzarella(customer, 'centro', { extraCheese: false });
    await goToCheckout(customer);
    await fillTakeAwayCash(customer, uniqueName('Cupon'));
    await orderTotal(customer).getByText('16.500,00').waitFor();
    await customer.getByLabel('Cupón de descuento (opcional)').fill(code.toLowerCase());
    await customer.getByRole('button', { name: 'Aplicar' }).click();
    await customer.getByText(`Cupón ${code} aplicado`).waitFor();
    await orderTotal(customer).getByText('15.500,00').waitFor();

    await confirmButton(customer).click();
    await waitForFollowUp(customer, 'centro');
    expect(await orderTotal(customer).textContent()).toContain('15.500,00');
    await customer.getByText(`Cupón ${code}`).waitFor();
  });

  it('paying by transfer: the checkout shows the store account and the follow-up takes the voucher', async () => {
    const { customer, api } = await customerAndStaff();
    const account = { enabled: true, name: 'Comanda Centro SRL', cuit: '30-71234567-9', cvu: '0000003100012345678901', alias: 'comanda.centro' };
    await api('PUT', '/v1/backoffice/store/payments/bank_transfer', account);

    await addMuzzarella(customer, 'centro', { extraCheese: false });
    await goToCheckout(customer);
    await fillTakeAwayCash(customer, uniqueName('Transferencia'), 'Transferencia');
    await customer.getByText(account.alias).waitFor();
    await orderTotal(customer).getByText('16.500,00').waitFor();
    await confirmButton(customer).click();
    const orderId = await waitForFollowUp(customer, 'centro');

    await customer.getByText(account.cvu).waitFor();
    await customer.getByLabel('Subir comprobante').setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await customer.getByText('Recibimos tu comprobante').waitFor();
    await customer.getByRole('link', { name: 'Ver comprobante' }).waitFor();
    const order = await api<{ payment: { methods: { bank_transfer: { voucher_url: string | null } | null } } }>('GET', `/v1/backoffice/orders/${orderId}`);
    expect(order.payment.methods.bank_transfer?.voucher_url).toMatch(/\.png$/);
  });

  it('a paused store refuses the order with its reason, and the checkout then offers no time', async () => {
    const { customer, api } = await customerAndStaff();
    await addMuzzarella(customer, 'centro', { extraCheese: false });
    await goToCheckout(customer);
    const name = uniqueName('Pausa');
    await fillTakeAwayCash(customer, name);
    await orderTotal(customer).getByText('16.500,00').waitFor();

    await api('PUT', '/v1/backoffice/store/status/pause', { channel: 'both', minutes: null });
    try {
      await confirmButton(customer).click();
      await customer.getByTestId('checkout-failure').getByText('La tienda pausó los pedidos').waitFor();
      await customer.getByRole('alert').filter({ hasText: 'La tienda pausó los pedidos' }).first().waitFor();
      expect(await customer.getByLabel('Cuándo').count()).toBe(0);
      expect(new URL(customer.url()).pathname).toBe('/tienda/centro/confirmar');
      expect(await countOrders(api, name)).toBe(0);
    } finally {
      await api('PUT', '/v1/backoffice/store/status/resume', { channel: 'both' });
    }
  });

  it("a double tap on 'Confirmar' makes one order", async () => {
    const { customer, api } = await customerAndStaff();
    await addMuzzarella(customer, 'centro', { extraCheese: false });
    await goToCheckout(customer);
    const name = uniqueName('Doble');
    await fillTakeAwayCash(customer, name);
    await orderTotal(customer).getByText('16.500,00').waitFor();

    await confirmButton(customer).dblclick();
    await waitForFollowUp(customer, 'centro');
    expect(await countOrders(api, name)).toBe(1);
  });

  it("an answer lost on the way: 'Confirmar' again sends the same key and the server answers the same order", async () => {
    const { customer, api } = await customerAndStaff();
    await addMuzzarella(customer, 'centro', { extraCheese: false });
    await goToCheckout(customer);
    const name = uniqueName('Reintento');
    await fillTakeAwayCash(customer, name);
    await orderTotal(customer).getByText('16.500,00').waitFor();

    // The first POST reaches the server, which places the order; its answer never arrives.
    const keys: string[] = [];
    let dropped = false;
    await customer.route('**/v1/stores/centro/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await confirmButton(customer).click();
    await customer.getByTestId('checkout-failure').getByText('No pudimos enviar el pedido').waitFor();
    expect(await countOrders(api, name)).toBe(1);

    await confirmButton(customer).click();
    await waitForFollowUp(customer, 'centro');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await countOrders(api, name)).toBe(1);
  });
});
