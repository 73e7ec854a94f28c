import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { browserSuite } from './support/browser-suite';
import { PHONE } from './support/browser';
import { pageApi } from './support/page-api';
import type { DemoUser } from './support/session';
import { openStore } from './support/session';
import { placeStorefrontOrder } from './support/storefront';
import { waitForToast } from './support/ui';

const { newPage } = browserSuite();

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Ordenes' });

/** Orders are taken only while the turn is open; another test may have closed it (an admin opens it). */
async function ensureTurnOpen(page: Page): Promise<void> {
  const api = await pageApi(page);
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

/** A phone nobody ordered from yet: +54 9 341 5xx xxxx. */
const freshPhone = (): string => `+54 9 341 5${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/**
 * On /orders/new: a take-away Muzzarella (its 'Tamaño' is required) for a new client, placed
 * with a double click. Answers the new order's number.
 */
async function placeCounterOrder(page: Page, client: string): Promise<number> {
  await page.getByRole('heading', { name: 'Nueva orden' }).waitFor();
  await page.getByRole('textbox', { name: 'Telefono' }).fill(freshPhone());
  await page.getByRole('status').filter({ hasText: 'Cliente nuevo' }).waitFor();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(client);

  const picker = page.getByRole('combobox', { name: 'Agregar articulo' });
  const muzzarella = await picker.locator('option', { hasText: /^Muzzarella ·/ }).getAttribute('value');
  await picker.selectOption(muzzarella ?? '');
  const dialog = page.getByRole('dialog', { name: 'Muzzarella' });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Tamaño: elegi una opcion' }).waitFor();
  await dialog.getByRole('radio', { name: 'Grande (8 porciones)' }).check();
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByText('Retiro en tienda').click();
  await page.getByRole('radio', { name: 'Lo antes posible' }).check();
  // The server's quote: the demo Muzzarella Grande costs 16.500 and take-away adds nothing.
  await page.getByTestId('order-total').filter({ hasText: '16.500,00 ARS' }).waitFor();
  // Cash 'paga con' reaches the store: the detail's Pago tab shows it with the change.
  await page.getByRole('textbox', { name: 'Paga con' }).fill('20.000');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Crear orden' }).dblclick();
  await page.waitForURL((url) => /^\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
  const heading = await page.getByRole('heading', { name: /^Orden \d+$/ }).textContent();
  const number = Number(heading?.replace('Orden ', ''));
  await waitForToast(page, `Orden #${number} creada`);
  await page.getByText(/^Cargada por /).waitFor();
  await page.goto(`${new URL(page.url()).pathname}/payment`);
  await page.getByText('Paga con 20.000,00 ARS · Vuelto 3.500,00 ARS').waitFor();
  return number;
}

/** The list shows the order once, marked as entered by staff, and opens it. */
async function findInList(page: Page, client: string, number: number): Promise<void> {
  await page.goto('/orders');
  const row = ordersTable(page).getByRole('row').filter({ hasText: client });
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  expect(await row.textContent()).toMatch(/Cargada por /);
  await row.getByRole('link', { name: /^Editar/ }).click();
  await page.getByRole('heading', { name: `Orden ${number}` }).waitFor();
}

const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;

async function counterOrderAs(user: DemoUser, viewport?: { width: number; height: number }): Promise<void> {
  if (user !== 'admin') {
    // Opening the turn is for managers: the admin does it first when needed.
    const admin = await newPage();
    await openStore(admin, 'admin', 'centro');
    await ensureTurnOpen(admin);
  }
  const staff = await newPage(viewport ? { viewport } : {});
  await openStore(staff, user, 'centro');
  if (user === 'admin') await ensureTurnOpen(staff);
  await staff.goto('/orders');
  await staff.getByRole('link', { name: 'Nueva orden' }).click();
  await staff.waitForURL((url) => url.pathname === '/orders/new');
  const client = uniqueClient('Mostrador');
  const number = await placeCounterOrder(staff, client);
  await findInList(staff, client, number);
}

describe('phone orders at the counter', () => {
  it('the admin enters a Muzzarella on a phone-sized screen; it shows in the list as entered by staff', async () => {
    await counterOrderAs('admin', PHONE);
  });

  it('the operator (cocina) enters one too', async () => {
    await counterOrderAs('operator');
  });

  it("finds a customer of the ordering page typed another way: '11 47xx-xxxx' ordered, '011 15 47xx-xxxx' typed", async () => {
    const staff = await newPage();
    await openStore(staff, 'admin', 'centro');
    await ensureTurnOpen(staff);
    const digits = String(Date.now() % 1_000_000).padStart(6, '0');
    const client = uniqueClient('Vuelve');
    // The customer typed the landline way, without 15 or 9: the store keeps it with the mobile 9.
    const placed = await placeStorefrontOrder('centro', client, 'take_away', { method: 'cash' }, `11 47${digits.slice(0, 2)}-${digits.slice(2)}`);
    expect(placed.client.phone).toBe(`+5491147${digits}`);

    await staff.goto('/orders/new');
    await staff.getByRole('heading', { name: 'Nueva orden' }).waitFor();
    await staff.getByRole('textbox', { name: /^Tel[eé]fono/ }).fill(`011 15 47${digits.slice(0, 2)}-${digits.slice(2)}`);
    await staff.getByRole('status').filter({ hasText: /^Cliente conocido: 1 orden anterior$/ }).waitFor();
    await staff.getByRole('textbox', { name: 'Nombre' }).and(staff.locator(`[value="${client}"]`)).waitFor();
  });

  it('the rider has no Nueva orden, and /orders/new sends them back to the list', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await page.goto('/orders');
    await ordersTable(page).waitFor();
    expect(await page.getByRole('link', { name: 'Nueva orden' }).count()).toBe(0);
    await page.goto('/orders/new');
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(await page.getByRole('heading', { name: 'Nueva orden' }).count()).toBe(0);
  });
});
