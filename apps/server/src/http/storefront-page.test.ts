import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../testing/fixtures';
import { createTestApp, errorOf, type TestApp } from '../testing/test-app';

const indexHtml = '<!doctype html><title>Comanda</title>';
const tiendaHtml = '<!doctype html><title>Pedidos</title><link rel="manifest" href="manifest.webmanifest">';

describe('the ordering page: its HTML entry and the store manifest', () => {
  let t: TestApp;
  const dist = path.join(os.tmpdir(), `comanda-dist-${randomUUID()}`);

  beforeAll(async () => {
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    // As the build writes them: the back-office entry and the ordering page's own entry.
    await fs.writeFile(path.join(dist, 'index.html'), indexHtml);
    await fs.writeFile(path.join(dist, 'tienda.html'), tiendaHtml);
    await fs.writeFile(path.join(dist, 'assets', 'tienda-1234.js'), "console.log('tienda');");
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWebApp: true });
    const db = t.database.db;
    await createStore(db, { slug: 'centro', name: 'Pizzeria del Centro Historico' });
    const iconic = await createStore(db, { slug: 'sur', name: 'Sur', logoUrl: '/v1/static/files/logo-sur.jpg' });
    await db.updateTable('stores').set({ icon_url: '/v1/static/files/icono-sur.png' }).where('id', '=', iconic.id).execute();
    await createStore(db, { slug: 'norte', name: 'Norte', logoUrl: '/v1/static/files/logo-norte.webp' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers tienda.html for /tienda/{slug} and every path under /tienda/, index.html elsewhere', async () => {
    for (const url of ['/tienda/centro', '/tienda/centro/', '/tienda/centro/pedido/3f0e0a4e-8a4e-4a53-9a4b-0a0a0a0a0a0a?phone=1', '/tienda/no-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toBe(tiendaHtml);
    }
    for (const url of ['/', '/orders', '/tiendas', '/settings/tienda/centro']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(indexHtml);
    }
    // The page's assets are served as files, not as the page.
    expect((await t.app.inject({ method: 'GET', url: '/assets/tienda-1234.js' })).body).toBe("console.log('tienda');");
  });

  it("serves each store's manifest: its name, its icon then its logo, its own start and scope", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tienda/sur/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toEqual({
      name: 'Sur',
      short_name: 'Sur',
      lang: 'es',
      start_url: '/tienda/sur',
      scope: '/tienda/sur',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
      icons: [
        { src: '/v1/static/files/icono-sur.png', sizes: 'any', type: 'image/png' },
        { src: '/v1/static/files/logo-sur.jpg', sizes: 'any', type: 'image/jpeg' },
      ],
    });
    const norte = (await t.app.inject({ method: 'GET', url: '/tienda/norte/manifest.webmanifest' })).json();
    expect(norte.icons).toEqual([{ src: '/v1/static/files/logo-norte.webp', sizes: 'any', type: 'image/webp' }]);
  });

  it("uses Comanda's icon for a store without icon or logo, and a short name that fits a home screen", async () => {
    const manifest = (await t.app.inject({ method: 'GET', url: '/tienda/centro/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({
      name: 'Pizzeria del Centro Historico',
      short_name: 'Pizzeria',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  it('answers 404 in the envelope for a store that does not exist', async () => {
    for (const url of ['/tienda/no-existe/manifest.webmanifest', '/tienda/NO%20VALE/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(errorOf(res), url).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
