import { randomUUID } from 'node:crypto';
import type { OneTimeLink } from '@comanda/contract/team';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { openPage, PHONE } from './support/browser';
import type { TestPage } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { DEMO_PASSWORD, demoUsers, openStore, signIn, submitLogin } from './support/session';
import type { NewMember } from './support/team-api';
import { accessAs, apiCall, inviteNewMember, linkToken } from './support/team-api';
import { sideMenu, waitForToast } from './support/ui';

const { newPage } = browserSuite();

/** Signs in as a member made for the test (an operator) and opens 'Comanda Centro' on its orders. */
async function openStoreAs(page: Page, member: NewMember, password = member.password): Promise<void> {
  await submitLogin(page, member.email, password);
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page.getByRole('button', { name: 'Comanda Centro' }).click();
  await page.waitForURL((url) => url.pathname === '/orders');
  await sideMenu(page).waitFor({ state: 'attached' });
}

/**
 * Another device of the same person: a second browser context next to the test's page (the suite
 * keeps one page per test), closed by `run`'s end with the same checks the suite makes.
 */
async function withSecondDevice(page: Page, run: (device: Page) => Promise<void>): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const device: TestPage = await openPage(browser);
  try {
    await run(device.page);
  } finally {
    await device.context.close();
  }
  expect(device.blocked).toEqual([]);
  expect(device.errors).toEqual([]);
}

/** A new password field by its label (the repeated one's label contains it too). */
const exactly = (label: string) => new RegExp(`^${label}`);

/** 'Mi cuenta' from the header, as a person does. */
async function openAccount(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: /^Mi cuenta/ }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { name: 'Tus datos' }).waitFor();
}

const passwordSection = (page: Page) => page.getByRole('region', { name: 'Cambiar contraseña' });

describe('Mi cuenta', () => {
  it('a member changes their own password: their other device goes to the login, only the new one signs in', async () => {
    const member = await inviteNewMember();
    const tablet = await newPage();
    await openStoreAs(tablet, member);
    await withSecondDevice(tablet, async (laptop) => {
      await openStoreAs(laptop, member);

      await openAccount(tablet);
      const form = passwordSection(tablet);
      await form.getByLabel('Contraseña actual').fill('no-es-la-actual');
      await form.getByLabel(exactly('Contraseña nueva')).fill('segunda-clave-7');
      await form.getByLabel('Repetí la contraseña nueva').fill('segunda-clave-7');
      await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await form.getByText('La contraseña actual no es correcta').waitFor();

      await form.getByLabel('Contraseña actual').fill(member.password);
      await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await waitForToast(tablet, 'Contraseña cambiada');
      expect(await form.getByLabel(exactly('Contraseña nueva')).inputValue()).toBe('');

      // The other device's session has ended: its next call takes it to the login.
      await sideMenu(laptop).getByRole('link', { name: 'Tablero' }).click();
      await laptop.waitForURL((url) => url.pathname === '/login');
    });

    // This one stays: back in the store, and still there after a reload.
    await tablet.getByRole('link', { name: 'Volver' }).click();
    await tablet.waitForURL((url) => url.pathname === '/orders');
    await tablet.reload();
    await sideMenu(tablet).waitFor({ state: 'attached' });
    expect(new URL(tablet.url()).pathname).toBe('/orders');

    const other = await newPage();
    await submitLogin(other, member.email, member.password);
    await waitForToast(other, 'Usuario o Contraseña invalidos');
    await submitLogin(other, member.email, 'segunda-clave-7');
    await other.waitForURL((url) => url.pathname === '/lobby');
  });

  it('a common new password is refused under its field', async () => {
    const member = await inviteNewMember();
    const page = await newPage();
    await openStoreAs(page, member);
    await openAccount(page);
    const form = passwordSection(page);
    await form.getByLabel('Contraseña actual').fill(member.password);
    await form.getByLabel(exactly('Contraseña nueva')).fill('password123');
    await form.getByLabel('Repetí la contraseña nueva').fill('password123');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await form.getByText(/contraseña muy común/).waitFor();
  });

  it('a name change shows in the header, on a phone too', async () => {
    const member = await inviteNewMember();
    const page = await newPage();
    await openStoreAs(page, member);
    await openAccount(page);
    const profile = page.getByRole('region', { name: 'Tus datos' });
    await profile.getByLabel('Nombre').fill('Lucía Inés');
    await profile.getByLabel('Teléfono').fill('+54 9 341 512-3456');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByRole('banner').getByTestId('user-name').filter({ hasText: 'Paz Lucía Inés' }).waitFor();

    // Saved on the server: still there in a new page on a phone, where the header keeps to 390 px.
    const phone = await newPage({ viewport: PHONE });
    await openStoreAs(phone, member);
    const account = phone.getByRole('banner').getByRole('link', { name: 'Mi cuenta: Paz Lucía Inés' });
    const box = await account.boundingBox();
    expect(box && box.x + box.width <= PHONE.width).toBe(true);
    const signOut = await phone.getByRole('banner').getByRole('button', { name: 'Salir' }).boundingBox();
    expect(signOut && signOut.x + signOut.width <= PHONE.width).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await account.click();
    await phone.getByRole('heading', { name: 'Tus datos' }).waitFor();
    expect(await phone.getByLabel('Nombre').inputValue()).toBe('Lucía Inés');
  });

  it('is reached from the lobby without a store and signs out everywhere after a confirm', async () => {
    const member = await inviteNewMember();
    const page = await newPage({ viewport: PHONE });
    await withSecondDevice(page, async (other) => {
      await openStoreAs(other, member);
      await submitLogin(page, member.email, member.password);
      await page.waitForURL((url) => url.pathname === '/lobby');
      await page.getByRole('link', { name: 'Mi cuenta' }).click();
      await page.getByRole('heading', { name: 'Tus datos' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await other.reload();
      await other.waitForURL((url) => url.pathname === '/login');
    });
  });

  it('has no serious or critical axe violations', async () => {
    const page = await newPage();
    await openStore(page, 'staff', 'centro');
    await page.waitForURL((url) => url.pathname === '/orders');
    await openAccount(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('reset page', () => {
  it('a reset link made by an admin sets a new password on a phone', async () => {
    const member = await inviteNewMember();
    const { power } = await accessAs(member.email, member.password, 'centro');
    const { access } = await accessAs(demoUsers.admin, DEMO_PASSWORD, 'centro');
    const link = await apiCall<OneTimeLink>('POST', `/v1/backoffice/team/${power.id}/password_reset`, { token: access });

    const page = await newPage({ viewport: PHONE });
    await page.goto(`/restablecer/${linkToken(link)}`);
    await page.getByText('Hola, Lucía').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel(exactly('Contraseña nueva')).fill('tercera-clave-5');
    await page.getByLabel('Repetí la contraseña nueva').fill('tercera-clave-5');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByRole('heading', { name: 'Contraseña cambiada' }).waitFor();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, member.email, 'tercera-clave-5');
    await page.waitForURL((url) => url.pathname === '/lobby');

    await page.goto(`/restablecer/${linkToken(link)}`);
    await page.getByRole('heading', { name: 'Este enlace ya no es válido' }).waitFor();
  });
});

describe('Nueva tienda', () => {
  it('a root creates a store from the lobby and enters it', async () => {
    const page = await newPage();
    await signIn(page, 'root');
    const name = `Sucursal ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Nueva tienda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva tienda' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByRole('button', { name: 'Crear tienda' }).click();
    await page.getByRole('button', { name }).click();
    await sideMenu(page).waitFor({ state: 'attached' });
    await sideMenu(page).getByText(name).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('power_id'))).toBeTruthy();
  });

  it('is not offered to an admin', async () => {
    const page = await newPage();
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Comanda Centro' }).waitFor();
    expect(await page.getByRole('button', { name: 'Nueva tienda' }).count()).toBe(0);
  });
});
