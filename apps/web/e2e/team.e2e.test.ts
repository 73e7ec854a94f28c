import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, openPage, PHONE } from './support/browser';
import type { TestPage } from './support/browser';
import { expectFits, settle, TABLET } from './support/layout-sweep';
import { serverUrl } from './support/server-url';
import { chooseStore, openStore } from './support/session';
import { openMenuGroup, sideMenu, waitForToast } from './support/ui';

/*
 * Issue 19 in the browser: two people at once (an admin's tablet and a rider's phone), each in a
 * browser context of its own, against the real server.
 */
let browser: Browser | undefined;
let opened: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  const pages = opened;
  opened = [];
  await Promise.all(pages.map((page) => page.context.close()));
  for (const page of pages) {
    // DECISIONS.md "This machine's network": nothing may leave the machine (wa.me is never followed).
    expect(page.blocked).toEqual([]);
    expect(page.errors).toEqual([]);
  }
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  if (!browser) throw new Error('the browser is not started');
  const page = await openPage(browser, { viewport });
  opened.push(page);
  return page.page;
}

const main = (page: Page): Locator => page.getByRole('main');
const memberCard = (page: Page, name: string): Locator => main(page).getByRole('article', { name });

/** From the shell, through Configuraciones > Equipo, until the members are listed. */
async function openTeam(page: Page): Promise<void> {
  await openMenuGroup(page, 'Configuraciones');
  // The group opens with a transition: a click during it can land on another entry.
  await settle(page);
  await sideMenu(page).getByRole('link', { name: 'Equipo' }).click();
  await main(page).getByRole('heading', { name: 'Equipo', level: 1 }).waitFor();
  await main(page).getByRole('region', { name: 'Miembros' }).getByRole('article').first().waitFor();
  await settle(page);
}

/** An operator invited and accepted through the API, as the admin signed in on `page`. */
async function joinByApi(
  page: Page,
  person: { first_name: string; last_name: string; email: string },
  password: string,
): Promise<void> {
  const { access, deviceId } = await page.evaluate(() => ({
    access: localStorage.getItem('access') ?? '',
    deviceId: localStorage.getItem('device_id') ?? '',
  }));
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${serverUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} -> ${response.status} ${text}`);
    return (JSON.parse(text) as { result: { url: string } }).result;
  };
  const invitation = await post(
    '/v1/backoffice/team/invitations',
    { role: 'operator', email: person.email },
    { Authorization: `Bearer ${access}`, 'Device-Id': deviceId },
  );
  await post(`${new URL(invitation.url).pathname}/accept`.replace('/invitacion/', '/v1/invitations/'), { ...person, password });
}

/** The one-time link shown in a dialog, as a path on this server (the server names its public URL). */
async function linkPath(dialog: Locator): Promise<string> {
  const url = await dialog.getByLabel('Enlace').inputValue();
  return new URL(url).pathname;
}

describe('team', () => {
  it(
    'an admin on a tablet invites a rider, who accepts on a phone, works, and leaves the store within 5 s of being deactivated',
    { timeout: 120_000 },
    async () => {
      const admin = await newPage(TABLET);
      await openStore(admin, 'admin', 'centro');
      await openTeam(admin);
      expect(await seriousA11yViolations(admin)).toEqual([]);

      await main(admin).getByRole('button', { name: 'Invitar' }).click();
      const invite = admin.getByRole('dialog', { name: 'Invitar al equipo' });
      await invite.getByLabel('Rol').selectOption({ label: 'Repartidor' });
      await invite.getByLabel('Teléfono').fill('+54 9 11 5555-0191');
      await invite.getByRole('button', { name: 'Crear invitación' }).click();
      await invite.getByLabel('Enlace').waitFor();
      await invite.getByText('Compartí este enlace').waitFor();
      const path = await linkPath(invite);
      expect(path).toMatch(/^\/invitacion\/[\w-]{20,}$/);
      const whatsapp = new URL((await invite.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')) ?? '');
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5491155550191');
      expect(whatsapp.searchParams.get('text')).toContain('Comanda Centro como Repartidor');
      await invite.getByRole('img', { name: 'Código QR del enlace' }).waitFor();
      await invite.getByRole('button', { name: 'Listo' }).click();
      const pending = main(admin).getByRole('region', { name: 'Invitaciones pendientes' });
      await pending.getByRole('article', { name: '+5491155550191' }).waitFor();

      // The rider, on a phone of their own.
      const rider = await newPage(PHONE);
      await rider.goto(path);
      await rider.getByRole('heading', { name: 'Comanda Centro' }).waitFor();
      await rider.getByText('Te invitaron como Repartidor').waitFor();
      expect(await seriousA11yViolations(rider)).toEqual([]);
      await rider.getByLabel(/^Nombre/).fill('Rocío');
      await rider.getByLabel(/^Apellido/).fill('Ruiz');
      await rider.getByLabel(/^Email/).fill('rocio.ruiz@comanda.test');
      await rider.getByLabel(/^Contraseña/).fill('repartos-del-viernes');
      await rider.getByRole('button', { name: 'Aceptar la invitación' }).click();
      await rider.waitForURL((url) => url.pathname === '/lobby');
      await chooseStore(rider, 'centro');
      await rider.getByRole('button', { name: 'Abrir menu' }).click();
      await sideMenu(rider).getByRole('link', { name: 'Mis entregas' }).click();
      await main(rider).getByRole('heading', { name: 'Mis entregas', level: 1 }).waitFor();

      // The admin's screen lists the new member (the live stream refreshes Equipo) and deactivates them.
      const rocio = memberCard(admin, 'Rocío Ruiz');
      await rocio.waitFor();
      expect(await pending.getByRole('article', { name: '+5491155550191' }).count()).toBe(0);
      await rocio.getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByRole('dialog', { name: '¿Desactivar a Rocío Ruiz?' }).getByRole('button', { name: 'Desactivar' }).click();
      await rider.waitForURL((url) => url.pathname === '/lobby', { timeout: 5_000 });
      await waitForToast(rider, 'Ya no tenés acceso a Comanda Centro');
      await rocio.getByText('Inactivo').waitFor();

      // The link was used: it shows nothing to accept any more.
      await rider.goto(path);
      await rider.getByRole('heading', { name: 'Este enlace ya no es válido' }).waitFor();
      await rider.getByRole('link', { name: 'Ingresar' }).waitFor();
    },
  );

  it('Equipo fits a 390 px phone', async () => {
    const page = await newPage(PHONE);
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/team');
    await main(page).getByRole('region', { name: 'Miembros' }).getByRole('article').first().waitFor();
    await settle(page);
    await expectFits(page, 'Equipo');
  });

  it('an admin resets a member’s password from Equipo, and the link sets a new one the member signs in with', async () => {
    const admin = await newPage(TABLET);
    await openStore(admin, 'admin', 'centro');
    // A member of this test's own, so the demo accounts keep their password for the other files.
    await joinByApi(admin, { first_name: 'Bruno', last_name: 'Díaz', email: 'bruno.diaz@comanda.test' }, 'primera-clave-2025');
    await openTeam(admin);
    await memberCard(admin, 'Bruno Díaz').getByRole('button', { name: 'Restablecer contraseña' }).click();
    const reset = admin.getByRole('dialog', { name: 'Restablecer la contraseña de Bruno Díaz' });
    await reset.getByRole('button', { name: 'Crear enlace' }).click();
    await reset.getByLabel('Enlace').waitFor();
    const path = await linkPath(reset);
    expect(path).toMatch(/^\/restablecer\/[\w-]{20,}$/);

    const member = await newPage(PHONE);
    await member.goto(path);
    await member.getByLabel(/^Contraseña nueva/).fill('bruno-nueva-2025');
    await member.getByLabel(/^Repetí la contraseña nueva/).fill('bruno-nueva-2025');
    await member.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await member.getByText('Contraseña cambiada').waitFor();

    await member.goto('/login');
    await member.getByLabel('Email').fill('bruno.diaz@comanda.test');
    await member.getByLabel('Contraseña', { exact: true }).fill('bruno-nueva-2025');
    await member.getByRole('button', { name: 'Ingresar' }).click();
    await member.waitForURL((url) => url.pathname === '/lobby');
  });
});
