import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRoutes } from '@comanda/contract/files';
import { encodePng } from '../../demo/png';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { limitAlignedMultipart, multipartBody, storedFileNames } from '../../testing/upload-kit';
import { fileStorageOf, saveNamedFile } from './files.service';

const tinyPng = () => encodePng(2, 2, new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]));
const tinyGif = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A real png header followed by 6 MB: a valid image in every way but its size. */
const sixMegabytePng = () => Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024 - tinyPng().length, 1)]);

describe('files: image uploads', () => {
  let w: CatalogueWorld;
  beforeAll(async () => {
    w = await createCatalogueWorld();
  });
  afterAll(() => w.t.close());

  const stored = () => storedFileNames(w.t.database, w.t.dataDir);
  const upload = (
    headers: CatalogueWorld['adminA']['headers'] | Record<string, never>,
    { field = 'file', filename = 'foto.png', type = 'image/png', content = tinyPng() } = {},
  ) => {
    const body = multipartBody(content, { field, filename, contentType: type });
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
    expect(await stored()).toContain(url.split('/').at(-1));

    const served = await w.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(png);
  });

  it('keeps uploads in PostgreSQL when the server runs on it, and on disk only with PGlite', async () => {
    const { url } = resultOf(fileRoutes.upload, await upload(w.adminA.headers));
    const name = url.split('/').at(-1) ?? '';
    const row = await w.t.database.db
      .selectFrom('stored_files')
      .select(['size', 'store_id'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (w.t.database.kind === 'postgres') {
      expect(row).toEqual({ size: tinyPng().length, store_id: w.storeA });
    } else {
      expect(row).toBeUndefined();
    }
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

  it('refuses a 6 MB file every time (413 FILE:TOO_LARGE) and keeps nothing, however its bytes arrive', async () => {
    const before = await stored();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(errorOf(await upload(w.adminA.headers, { content: sixMegabytePng() }))).toMatchObject({
        status: 413,
        code: 'FILE:TOO_LARGE',
      });
      // The first 5 MB arrive in one piece, the rest later: this answered 200 with a cut file.
      const aligned = limitAlignedMultipart(sixMegabytePng());
      const res = await w.t.app.inject({
        method: 'POST',
        url: fileRoutes.upload.path,
        headers: { ...w.adminA.headers, 'content-type': aligned.contentType, 'content-length': String(aligned.length) },
        payload: aligned.payload,
      });
      expect(errorOf(res)).toMatchObject({ status: 413, code: 'FILE:TOO_LARGE' });
    }
    expect(await stored()).toEqual(before);
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
    const storage = fileStorageOf({ config: { dataDir: w.t.dataDir }, database: w.t.database });
    const url = await saveNamedFile(storage, 'demo-logo-prueba.png', tinyPng(), null);
    expect(url).toBe('/v1/static/files/demo-logo-prueba.png');
    const served = await w.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(tinyPng());
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
