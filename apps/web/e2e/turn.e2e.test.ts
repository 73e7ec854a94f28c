import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite';
import { openStore } from './support/session';
import { waitForToast } from './support/ui';

const { newPage } = browserSuite();

const turnButton = (page: Page, name: 'Abrir Turno' | 'Cerrar Turno') =>
  page.getByRole('main').getByRole('button', { name, exact: true });

describe('turn', () => {
  it('admin closes the turn from Inicio and opens it again', async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Inicio' }).waitFor();
    // The demo starts with the turn open; open it first if another test closed it.
    await turnButton(page, 'Abrir Turno').or(turnButton(page, 'Cerrar Turno')).waitFor();
    if (await turnButton(page, 'Abrir Turno').isVisible()) {
      await turnButton(page, 'Abrir Turno').click();
      await turnButton(page, 'Cerrar Turno').waitFor();
    }

    // Closing asks first, then shows the closed turn's summary (turn-close.e2e.test.ts checks both).
    await turnButton(page, 'Cerrar Turno').click();
    await page.getByRole('dialog', { name: '¿Cerrar el turno?' }).getByRole('button', { name: 'Cerrar Turno' }).click();
    await waitForToast(page, 'Turno Cerrado');
    const summary = page.getByRole('dialog', { name: 'Resumen del turno cerrado' });
    await summary.getByTestId('turn-summary-sales').waitFor();
    await summary.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await summary.waitFor({ state: 'hidden' });
    await turnButton(page, 'Abrir Turno').waitFor();
    await page.getByRole('main').getByText('Cerrado', { exact: true }).waitFor();

    // Reopened, so the store takes customers' orders again for the other browser tests.
    await turnButton(page, 'Abrir Turno').click();
    await waitForToast(page, 'Turno Abierto');
    await turnButton(page, 'Cerrar Turno').waitFor();
    await page.getByRole('main').getByText('Apertura').waitFor();
    expect(await page.getByRole('main').getByText('Abierto', { exact: true }).count()).toBe(1);
  });

  it('a rider going to / lands on /orders', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(await page.getByRole('button', { name: 'Abrir Turno' }).count()).toBe(0);
  });
});
