import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../testing/test-app';

const indexHtml = '<!doctype html><title>Comanda</title>' + '<p>Pedidos del dia</p>'.repeat(40);
const appJs = Array.from({ length: 200 }, (_, i) => `console.log('linea ${i}');`).join('\n');
const appCss = Array.from({ length: 100 }, (_, i) => `.c${i} { color: red; }`).join('\n');

async function writeCompressedSiblings(file: string, encodings: Array<'br' | 'gz'>) {
  const plain = await fs.readFile(file);
  if (encodings.includes('br')) await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(plain));
  if (encodings.includes('gz')) await fs.writeFile(`${file}.gz`, zlib.gzipSync(plain, { level: 9 }));
}

/** The body as the client reads it, after undoing the Content-Encoding. */
function decodedBody(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

const browserEncodings = 'gzip, deflate, br, zstd';

describe('serving the web app and failures', () => {
  let t: TestApp;
  const dist = path.join(os.tmpdir(), `comanda-dist-${randomUUID()}`);

  beforeAll(async () => {
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), indexHtml);
    await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), appJs);
    // As the build writes them: a .br and a .gz beside each text asset...
    for (const file of ['index.html', 'assets/app-1234.js']) await writeCompressedSiblings(path.join(dist, file), ['br', 'gz']);
    // ...except where the variant would not be smaller (here, no .br), or not at all.
    await fs.writeFile(path.join(dist, 'assets', 'app-1234.css'), appCss);
    await writeCompressedSiblings(path.join(dist, 'assets', 'app-1234.css'), ['gz']);
    await fs.writeFile(path.join(dist, 'assets', 'logo-1234.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-1234.js"}}');
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist },
      serveWebApp: true,
      extraModules: [
        (app) => {
          app.get('/v1/test/explode', { config: { access: { kind: 'public' } } }, async () => {
            throw new Error('connection string postgres://secret@db');
          });
        },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers index.html for any deep link outside /v1 (history fallback)', async () => {
    for (const url of ['/', '/orders/3f0e0a4e-8a4e-4a53-9a4b-0a0a0a0a0a0a/payment', '/catalogue/articles?x=1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the brotli variant to a browser, with the type, length and caching of the asset', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': browserEncodings } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(appJs.length / 4);
    expect(decodedBody(res)).toBe(appJs);
  });

  it('sends the gzip variant to a client that accepts gzip and not brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip', '*']) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decodedBody(res)).toBe(appJs);
    }
  });

  it('sends the plain file to a client that accepts no compression, still saying it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', 'compress', 'deflate', 'zstd']) {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(appJs.length);
      expect(res.body).toBe(appJs);
    }
  });

  it('falls back to the gzip variant, or to the plain file, when the build wrote no smaller one', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/assets/app-1234.css', headers: { 'accept-encoding': browserEncodings } });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(decodedBody(css)).toBe(appCss);
    const png = await t.app.inject({ method: 'GET', url: '/assets/logo-1234.png', headers: { 'accept-encoding': browserEncodings } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.length).toBe(4);
  });

  it('sends index.html compressed for the root and every deep link, never cached', async () => {
    for (const url of ['/', '/login', '/orders/board', '/catalogue/articles?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': browserEncodings } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decodedBody(res)).toBe(indexHtml);
    }
    const gzip = await t.app.inject({ method: 'GET', url: '/orders', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(gzip)).toBe(indexHtml);
  });

  it('answers HEAD with the headers of the variant it would send and no body', async () => {
    for (const url of ['/assets/app-1234.js', '/orders']) {
      const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': browserEncodings } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': browserEncodings } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers.vary).toBe('Accept-Encoding');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('answers a range of the plain file with exactly those bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${appJs.length}`);
    expect(res.body).toBe(appJs.slice(0, 10));
  });

  it('answers a range of a compressed variant in that variant, under its own ETag', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(full.headers.etag).toBeTruthy();
    expect(full.headers.etag).not.toBe(plain.headers.etag);
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip', range: 'bytes=10-', 'if-range': String(full.headers.etag) },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-range']).toBe(`bytes 10-${full.rawPayload.length - 1}/${full.rawPayload.length}`);
    expect(Buffer.concat([full.rawPayload.subarray(0, 10), res.rawPayload]).equals(full.rawPayload)).toBe(true);
  });

  it('answers a revalidation with 304 for the variant the client holds', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/orders', headers: { 'accept-encoding': browserEncodings } });
    const again = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { 'accept-encoding': browserEncodings, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps the build metadata (the Vite manifest) to itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(indexHtml);
  });

  it('serves hashed assets with long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps /v1 answers in the envelope, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/not-a-route' });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('hides the details of a server failure from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/explode' });
    expect(errorOf(res)).toEqual({ status: 500, code: 'INTERNAL', description: 'Interno del servidor' });
    expect(res.body).not.toContain('secret');
  });

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/backoffice/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('lets the page post tickets to a loopback print host and nowhere else outside the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const connectSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connectSrc?.trim().split(/\s+/)).toEqual([
      'connect-src',
      "'self'",
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
  });
});
