import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import type { EmptyServer } from './support/empty-server';
import { startEmptyServer } from './support/empty-server';
import { sideMenu } from './support/ui';

const { newPage } = browserSuite();

let server: EmptyServer;

beforeAll(async () => {
  server = await startEmptyServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('first start without the demo', () => {
  it('the printed link creates the first store and its root on a phone, then no longer works', async () => {
    expect(new URL(server.setupLink).origin).toBe(server.baseUrl);
    const page = await newPage({ viewport: PHONE });
    await page.goto(server.setupLink);
    await page.getByRole('heading', { name: 'Configuración inicial' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const store = page.getByRole('group', { name: 'La tienda' });
    await store.getByLabel('Nombre').fill('Pizzería La Esquina');
    expect(await store.getByLabel('Dirección (slug)').inputValue()).toBe('pizzeria-la-esquina');
    const root = page.getByRole('group', { name: 'Tu cuenta' });
    await root.getByLabel('Nombre').fill('Marta');
    await root.getByLabel('Apellido').fill('Díaz');
    await root.getByLabel('Email').fill('marta@esquina.test');
    await root.getByLabel('Contraseña').fill('corta');
    await page.getByRole('button', { name: 'Crear la tienda' }).click();
    await root.getByText(/al menos 8 caracteres/i).first().waitFor();

    await root.getByLabel('Contraseña').fill('horno-a-lena-1');
    await page.getByRole('button', { name: 'Crear la tienda' }).click();
    await page.waitForURL((url) => url.pathname === '/lobby');
    await page.getByRole('button', { name: /Pizzería La Esquina/ }).click();
    await sideMenu(page).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('power_id'))).toBeTruthy();

    // The root holds the only power of a fresh installation: it may add the next branch.
    await page.goto(`${server.baseUrl}/lobby`);
    await page.getByRole('button', { name: 'Nueva tienda' }).waitFor();

    await page.goto(server.setupLink);
    await page.getByRole('heading', { name: 'Este enlace ya no es válido' }).waitFor();
  });
});
