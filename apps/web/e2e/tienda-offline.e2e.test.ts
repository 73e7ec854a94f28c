import { describe, it } from 'vitest';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';

const { newPage } = browserSuite();

describe('ordering page: installable and offline', () => {
  it('once visited, a store page opened offline shows the offline page, and Reintentar loads it when back online', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/tienda/centro');
    await page.getByRole('button', { name: 'Muzzarella', exact: true }).waitFor();
    // The worker registers after the page has loaded and the browser is idle.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.scope !== `${location.origin}/tienda/`) throw new Error(`scope ${registration.scope}`);
    });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: 'Muzzarella', exact: true }).waitFor();
  });
});
