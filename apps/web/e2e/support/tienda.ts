import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { PageApi } from './page-api';

/*
 * The customers' ordering page (/tienda/{slug}) as a customer uses it on a phone: the menu's
 * article sheet, the cart's 'Continuar', the checkout form and the follow-up page.
 */

export const CUSTOMER_PHONE = '341 555 0101';

export const uniqueName = (label: string): string => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the menu and adds the 'Muzzarella' pizza with its required size and, optionally, one extra cheese. */
export async function addMuzzarella(page: Page, slug: string, options: { extraCheese: boolean }): Promise<void> {
  await page.goto(`/tienda/${slug}`);
  await page.getByRole('button', { name: 'Muzzarella', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Muzzarella' });
  await sheet.getByRole('radio', { name: /Grande/ }).check();
  if (options.extraCheese) await sheet.getByRole('button', { name: 'Sumar Muzzarella extra' }).click();
  await sheet.getByRole('button', { name: /^Agregar/ }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** From the menu, the cart's 'Continuar' to the checkout. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Ver pedido/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Confirmar pedido' }).waitFor();
}

/** Name, phone, take-away as soon as possible and cash (or a transfer): what most tests order with. */
export async function fillTakeAwayCash(page: Page, name: string, payment: 'Efectivo' | 'Transferencia' = 'Efectivo'): Promise<void> {
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Teléfono').fill(CUSTOMER_PHONE);
  await page.getByRole('radio', { name: 'Retiro en la tienda' }).check();
  await page.getByLabel('Cuándo').waitFor();
  await page.getByRole('radio', { name: payment }).check();
}

export const orderTotal = (page: Page): Locator => page.getByTestId('order-total');

/** The follow-up page of the order just placed: its id from the address. */
export async function waitForFollowUp(page: Page, slug: string): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith(`/tienda/${slug}/pedido/`), { timeout: 20_000 });
  await page.getByRole('heading', { name: /^Pedido N° \d+$/ }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Orders of the store whose client name, number or phone matches (the back-office list's search). */
export async function countOrders(api: PageApi, query: string): Promise<number> {
  const list = await api<{ count: number }>('GET', `/v1/backoffice/orders?query=${encodeURIComponent(query)}`);
  return list.count;
}

/** A coupon of a fixed amount, active from an hour ago until tomorrow. */
export async function createCoupon(api: PageApi, code: string, amount: number): Promise<void> {
  const now = Date.now();
  await api('PUT', `/v1/backoffice/catalogue/coupons/${randomUUID()}`, {
    code,
    active: true,
    discount_amount: { currency: 'ARS', amount },
    schedule: [
      {
        id: randomUUID(),
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now + 86_400_000).toISOString(),
        active: true,
      },
    ],
  });
}

/** Customers order only while the turn is open; another test may have closed it. */
export async function ensureTurnOpen(api: PageApi): Promise<void> {
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}
