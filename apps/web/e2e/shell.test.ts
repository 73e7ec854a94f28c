import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { chooseStore, demoStores, openStore, signIn, submitLogin } from './support/session';
import { openMenuGroup, sideMenu, waitForToast } from './support/ui';

const ADMIN_MENU = [
  'Inicio',
  'Ordenes',
  'Tablero',
  'Turnos',
  'Reportes',
  'Secciones',
  'Articulos',
  'Toppings',
  'Cupones',
  'Stock',
  'Tienda',
  'Horarios',
  'Entrega',
  'Pagos',
  'Preparacion',
  'Notificaciones',
  'Equipo',
];

const { newPage } = browserSuite();

/** Opens the Catalogo and Configuraciones groups, then lists the menu's link names. */
async function menuLinks(page: Page): Promise<string[]> {
  await openMenuGroup(page, 'Catalogo');
  await openMenuGroup(page, 'Configuraciones');
  const texts = await sideMenu(page).getByRole('link').allInnerTexts();
  // Icon-only links (Cambiar tienda) have no text.
  return texts.map((name) => name.trim()).filter(Boolean);
}

describe('app shell', () => {
  it('admin signs in, sees both stores in the lobby and opens centro with every admin menu entry', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, 'admin');
    const lobby = page.getByRole('main');
    await lobby.getByText(demoStores.centro).waitFor();
    await lobby.getByText(demoStores.norte).waitFor();
    await lobby.getByText('Administrador').waitFor();
    await lobby.getByText('Sin rol').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('device_id'))).toMatch(/^[0-9a-f-]{36}$/);

    await chooseStore(page, 'centro');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await menuLinks(page)).toEqual(ADMIN_MENU);
    await sideMenu(page).getByText(demoStores.centro).waitFor();
    await page.getByRole('banner').getByText('Fernández Lucía').waitFor();
    await page.getByRole('heading', { name: 'Inicio' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('power_id'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a rider sees only Ordenes, Tablero, Mis entregas and Configuraciones > Notificaciones', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    // Home is for managers: the rider lands on the orders.
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(await menuLinks(page)).toEqual(['Ordenes', 'Tablero', 'Mis entregas', 'Notificaciones']);
    await sideMenu(page).getByRole('button', { name: 'Configuraciones' }).waitFor();
    expect(await sideMenu(page).getByRole('button', { name: 'Catalogo' }).count()).toBe(0);

    await page.goto('/catalogue/articles');
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.goto('/settings/store');
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.goto('/settings/notifications');
    await page.getByRole('heading', { name: 'Notificaciones' }).waitFor();
  });

  it('an unknown path shows Pagina no encontrada', async () => {
    const page = await newPage();
    await page.goto('/no/existe');
    await page.getByRole('heading', { name: 'Ups!' }).waitFor();
    await page.getByText('Pagina no encontrada').waitFor();
  });

  it('an order path with an id that is not a uuid shows Pagina no encontrada inside the shell', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/orders/123');
    await page.getByText('Pagina no encontrada').waitFor();
    await sideMenu(page).waitFor({ state: 'attached' });
  });

  it('the breadcrumb shortens ids and links to the screens above', async () => {
    const page = await newPage();
    await openStore(page, 'root', 'centro');
    await page.goto('/catalogue/articles/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b');
    const crumbs = page.getByRole('navigation', { name: 'Ubicacion' });
    await crumbs.getByText('3f2a9c1e', { exact: true }).waitFor();
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toMatch(/Catalogo.*Articulos.*3f2a9c1e/);
    await crumbs.getByRole('link', { name: 'Articulos' }).click();
    await page.waitForURL((url) => url.pathname === '/catalogue/articles');
  });

  it('an order id that does not exist shows why it could not be loaded', async () => {
    // Every screen of the route table is built now; the placeholder is covered by a unit test.
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/orders/3f2a9c1e-7b4d-4e8f-9a1b-2c3d4e5f6a7b/coupon');
    await page.getByText('No se pudo cargar la orden: No encontrado').waitFor();
  });

  it('the side menu state is remembered under menu_expanded', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.getByRole('button', { name: 'Cerrar menu' }).click();
    expect(await page.evaluate(() => localStorage.getItem('menu_expanded'))).toBe('false');
    await page.reload();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await page.evaluate(() => localStorage.getItem('menu_expanded'))).toBe('true');
    await sideMenu(page).getByRole('link', { name: 'Ordenes' }).waitFor();
  });

  it('sign-out returns to /login', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.getByRole('banner').getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('the lobby Salir button signs out', async () => {
    const page = await newPage();
    await signIn(page, 'norte');
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('a wrong password shows the toast Usuario o Contraseña invalidos', async () => {
    const page = await newPage();
    await submitLogin(page, 'staff@comanda.test', 'no-es-la-clave');
    await waitForToast(page, 'Usuario o Contraseña invalidos');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('on a phone the menu is a drawer behind the burger', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await sideMenu(page).getByRole('link', { name: 'Ordenes' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
  });
});

describe('accessibility', () => {
  it('the login page has no serious or critical axe violations', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the lobby has no serious or critical axe violations', async () => {
    const page = await newPage();
    await signIn(page, 'admin');
    await page.getByRole('main').getByText(demoStores.norte).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the shell has no serious or critical axe violations', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/store');
    await page.getByRole('heading', { name: 'Tienda' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
