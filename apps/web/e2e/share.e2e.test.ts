import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import { serverUrl } from './support/server-url';
import { openStore } from './support/session';

const { newPage } = browserSuite();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('Compartir (store profile)', () => {
  it('shows the public link and its QR, which downloads as a PNG and prints on a sheet of its own', async () => {
    const page = await newPage({ viewport: PHONE });
    await openStore(page, 'admin', 'centro');
    await page.goto('/settings/store');
    const share = page.getByRole('region', { name: 'Compartir' });
    const link = `${serverUrl()}/tienda/centro`;
    await share.getByRole('textbox', { name: 'Enlace de la tienda' }).waitFor();
    expect(await share.getByRole('textbox', { name: 'Enlace de la tienda' }).inputValue()).toBe(link);
    expect(await share.getByRole('link', { name: 'Abrir la pagina de la tienda' }).getAttribute('href')).toBe(link);

    const qr = share.getByRole('img', { name: 'Codigo QR del enlace de Comanda Centro' });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), share.getByRole('button', { name: 'Descargar QR' }).click()]);
    expect(download.suggestedFilename()).toBe('qr-centro.png');
    const file = await readFile((await download.path()) ?? '');
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    // 'Imprimir': the sheet (name, QR, link) is in the page while the browser prints.
    await page.evaluate(() => {
      window.print = () => {
        const sheet = [...document.body.children].find((element) => element.textContent?.includes('Escanea y hace tu pedido'));
        Object.assign(window, { __sheet: sheet ? { text: sheet.textContent, svg: sheet.querySelector('svg') !== null } : null });
      };
    });
    await share.getByRole('button', { name: 'Imprimir' }).click();
    const sheet = await page.evaluate(() => (window as unknown as { __sheet: { text: string; svg: boolean } | null }).__sheet);
    expect(sheet?.svg).toBe(true);
    expect(sheet?.text).toContain('Comanda Centro');
    expect(sheet?.text).toContain(link);
  });
});
