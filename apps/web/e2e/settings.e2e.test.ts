import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { browserSuite } from './support/browser-suite';
import { openStore } from './support/session';
import { openMenuGroup, sideMenu, waitForToast } from './support/ui';

const { newPage } = browserSuite();

const main = (page: Page): Locator => page.getByRole('main');

/** A section of a settings screen once its settings are loaded (its 'Guardar' shows). */
async function section(page: Page, name: string): Promise<Locator> {
  const region = main(page).getByRole('region', { name });
  await region.getByRole('button', { name: 'Guardar' }).waitFor();
  return region;
}

/** Sets a Mantine switch (its checkbox lies over the track). */
async function setSwitch(scope: Locator, label: string, on: boolean): Promise<void> {
  const input = scope.getByRole('switch', { name: label, exact: true });
  await input.setChecked(on);
  expect(await input.isChecked()).toBe(on);
}

describe('settings', () => {
  it('admin changes the preparation time and finds it after a reload', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/preparation');
    const delay = main(page).getByLabel('Tiempo de preparacion (minutos)');
    await delay.waitFor();
    const next = String((Number(await delay.inputValue()) % 90) + 7);

    await delay.fill(next);
    await main(page).getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');

    await page.reload();
    await main(page).getByLabel('Tiempo de preparacion (minutos)').waitFor();
    expect(await main(page).getByLabel('Tiempo de preparacion (minutos)').inputValue()).toBe(next);
  });

  it('admin turns on scheduled shipment, then the generator adds slots to the list', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/delivery');
    const envio = await section(page, 'Envio');
    const entries = envio.getByRole('group', { name: 'Horarios', exact: true });

    await setSwitch(envio, 'Entrega programada', false);
    expect(await entries.count()).toBe(0);
    await setSwitch(envio, 'Entrega programada', true);
    await entries.waitFor();
    const before = await envio.getByLabel('Inicio', { exact: true }).count();

    await envio.getByLabel('Dia del generador').selectOption('thu');
    await envio.getByLabel('Desde', { exact: true }).fill('09:00');
    await envio.getByLabel('Hasta', { exact: true }).fill('11:00');
    await envio.getByRole('button', { name: 'Generar', exact: true }).click();
    await envio.getByRole('group', { name: `Horario ${before + 4}`, exact: true }).waitFor();
    expect(await envio.getByLabel('Inicio', { exact: true }).count()).toBe(before + 4);
    expect(await envio.getByLabel('Inicio', { exact: true }).nth(before).inputValue()).toBe('09:00');
    expect(await envio.getByLabel('Fin', { exact: true }).nth(before + 3).inputValue()).toBe('11:00');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await envio.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');
  });

  it('admin opens the store, schedule and payments screens with their loaded settings', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/store');
    await main(page).getByRole('button', { name: 'Guardar' }).waitFor();
    expect(await main(page).getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Comanda Centro');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/settings/schedule');
    await main(page).getByRole('button', { name: 'Agregar horario' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/settings/payments');
    for (const name of ['Efectivo', 'Transferencia', 'Mercado Pago']) await section(page, name);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('a rider sees Notificaciones with only the rider-assigned kind', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await openMenuGroup(page, 'Configuraciones');
    expect(await sideMenu(page).getByRole('link', { name: 'Tienda', exact: true }).count()).toBe(0);
    await sideMenu(page).getByRole('link', { name: 'Notificaciones' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/notifications');

    await main(page).getByLabel('WhatsApp: Me asignaron una entrega').waitFor({ state: 'attached' });
    expect(await main(page).getByRole('checkbox').count()).toBe(2);
    expect(await main(page).getByLabel('Push: Me asignaron una entrega').count()).toBe(1);
    await main(page)
      .getByRole('button', { name: 'Activar notificaciones push en este dispositivo' })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
