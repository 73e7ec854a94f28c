import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRoutes } from '@comanda/contract/files';
import { encodePng } from '../../demo/png';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../testing/test-app';

/** A multipart/form-data body with one part, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----comanda${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const tinyPng = () => encodePng(2, 2, new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]));
const tinyGif = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('files: image uploads', () => {
  let w: CatalogueWorld;
  beforeAll(async () => {
    w = await createCatalogueWorld();
  });
  afterAll(() => w.t.close());

  const upload = (
    headers: CatalogueWorld['adminA']['headers'] | Record<string, never>,
    { field = 'file', filename = 'foto.png', type = 'image/png', content = tinyPng() } = {},
  ) => {
    const body = multipart(field, filename, type, content);
    return w.t.app.inject({
      method: 'POST',
      url: fileRoutes.upload.path,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('accepts a png, stores it under a server-made name and serves it with safe, long-lived headers', async () => {
    const png = tinyPng();
    const { url } = resultOf(fileRoutes.upload, await upload(w.adminA.headers, { filename: '../../evil.html', content: png }));
    expect(url).toMatch(/^\/v1\/static\/files\/[0-9a-f-]{36}\.png$/);
    const name = url.split('/').at(-1) ?? '';
    expect(await fs.readFile(path.join(w.t.dataDir, 'files', name))).toEqual(png);

    const served = await w.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(png);
  });

  it('recognises the kind by content: a gif named .png is kept as a gif', async () => {
    const { url } = resultOf(fileRoutes.upload, await upload(w.rootA.headers, { content: tinyGif() }));
    expect(url).toMatch(/\.gif$/);
    expect((await w.t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/gif');
  });

  it.each([
    ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['html', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['text', 'solo texto'],
    ['empty', ''],
  ])('refuses %s content even when named and typed as png (400 FILE:TYPE:INVALID)', async (_kind, text) => {
    const res = await upload(w.adminA.headers, { filename: 'foto.png', type: 'image/png', content: Buffer.from(text) });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'FILE:TYPE:INVALID' });
  });

  it('refuses a file above 5 MB (413 FILE:TOO_LARGE) and keeps nothing', async () => {
    const before = await fs.readdir(path.join(w.t.dataDir, 'files')).catch(() => []);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(w.adminA.headers, { content: big });
    expect(errorOf(res)).toMatchObject({ status: 413, code: 'FILE:TOO_LARGE' });
    expect(await fs.readdir(path.join(w.t.dataDir, 'files')).catch(() => [])).toEqual(before);
  });

  it('answers 400 FILE:MISSING without a file field or without a multipart body', async () => {
    expect(errorOf(await upload(w.adminA.headers, { field: 'imagen' }))).toMatchObject({ status: 400, code: 'FILE:MISSING' });
    const json = await w.t.app.inject({
      method: 'POST',
      url: fileRoutes.upload.path,
      headers: w.adminA.headers,
      payload: { file: 'no' },
    });
    expect(errorOf(json)).toMatchObject({ status: 400, code: 'FILE:MISSING' });
  });

  it('lets only managers upload (401 without a token, 403 for delivery and initial)', async () => {
    expect(errorOf(await upload({}))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(errorOf(await upload(w.deliveryA.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(errorOf(await upload(w.initialA.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('serves the images the demo seed writes (demo-<name>.png)', async () => {
    await fs.mkdir(path.join(w.t.dataDir, 'files'), { recursive: true });
    await fs.writeFile(path.join(w.t.dataDir, 'files', 'demo-logo-prueba.png'), tinyPng());
    const served = await w.t.app.inject({ method: 'GET', url: '/v1/static/files/demo-logo-prueba.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for names the server does not make or does not have', async () => {
    for (const name of [`${randomUUID()}.png`, 'secreto.txt', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}.svg`, 'demo-..%2Fx.png']) {
      expect(errorOf(await w.t.app.inject({ method: 'GET', url: `/v1/static/files/${name}` }))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });
});
