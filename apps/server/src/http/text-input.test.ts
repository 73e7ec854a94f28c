import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { eventRoutes } from '@comanda/contract/events';
import { fileRoutes } from '@comanda/contract/files';
import { fillPath } from '@comanda/contract/route';
import { IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { type CatalogueWorld, createCatalogueWorld } from '../testing/catalogue-kit';
import { errorOf, resultOf } from '../testing/test-app';
import { findUnsafeText, hasUnsafeText } from './text-input';

/** A 1x1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const NOT_ALLOWED = 'contiene un caracter no permitido';

describe('text input: NUL and lone surrogates', () => {
  let w: CatalogueWorld;
  beforeAll(async () => {
    w = await createCatalogueWorld();
  });
  afterAll(() => w.t.close());

  const sectionPath = (id: string) => fillPath(sectionRoutes.save.path, { id });
  const putSection = (id: string, json: string, headers: Record<string, string> = {}) =>
    w.t.app.inject({
      method: 'PUT',
      url: sectionPath(id),
      headers: { ...w.adminA.headers, 'content-type': 'application/json', ...headers },
      payload: json,
    });
  const getSection = (id: string) => w.t.app.inject({ method: 'GET', url: sectionPath(id), headers: w.adminA.headers });

  it('a NUL in a search answers 400 naming querystring.query, where it used to answer 500', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `${articleRoutes.list.path}?query=abc%00def`,
      headers: w.adminA.headers,
    });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toBe(`Error en los parametros: querystring.query: ${NOT_ALLOWED} (NUL o sustituto UTF-16 suelto)`);
  });

  it('a NUL or a lone surrogate in a JSON body answers 400 naming the field, and nothing is saved', async () => {
    const cases: Array<[string, string]> = [
      ['{"name":"Pi\\u0000zza","slug":"pizzas"}', 'body.name'],
      ['{"name":"Pi\\ud800zza","slug":"pizzas"}', 'body.name'],
      ['{"name":"Pizza","slug":"pizzas","articles":[{"id":"\\udc00"}]}', 'body.articles.0.id'],
      ['{"name":"Pizza","slug":"pizzas","na\\u0000me":"x"}', 'body.na\\u0000me'],
    ];
    for (const [json, field] of cases) {
      const id = randomUUID();
      const error = errorOf(await putSection(id, json));
      expect(error, json).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(error.description, json).toContain(`${field}: ${NOT_ALLOWED}`);
      expect((await getSection(id)).statusCode).toBe(404);
    }
  });

  it('a whole emoji (a surrogate pair) is text like any other and is kept exactly', async () => {
    const id = randomUUID();
    const res = await putSection(id, JSON.stringify({ name: 'Pizzas 🍕 y ñoquis', slug: 'pizzas-emoji' }));
    expect(resultOf(sectionRoutes.save, res).name).toBe('Pizzas 🍕 y ñoquis');
    expect(resultOf(sectionRoutes.get, await getSection(id)).name).toBe('Pizzas 🍕 y ñoquis');
  });

  it('a path parameter with a NUL answers 400 naming it; a path that is not UTF-8 answers 400 in the envelope', async () => {
    const nul = await w.t.app.inject({ method: 'GET', url: '/v1/stores/tienda%00-a' });
    expect(errorOf(nul)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(nul).description).toContain(`params.slug: ${NOT_ALLOWED}`);
    // %ED%A0%80 is how a careless encoder writes a lone surrogate: not valid UTF-8.
    const invalid = await w.t.app.inject({ method: 'GET', url: '/v1/stores/tienda%ED%A0%80' });
    expect(errorOf(invalid)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const tooLong = await w.t.app.inject({ method: 'GET', url: `/v1/stores/${'a'.repeat(5000)}` });
    expect(errorOf(tooLong)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('the headers the server reads (Device-Id, Idempotency-Key, Last-Event-ID) answer 400 naming the header', async () => {
    const device = await w.t.app.inject({
      method: 'GET',
      url: articleRoutes.list.path,
      headers: { ...w.adminA.headers, 'device-id': `${w.adminA.deviceId}\u0000` },
    });
    expect(errorOf(device).description).toContain(`headers.device-id: ${NOT_ALLOWED}`);

    const order = await w.t.app.inject({
      method: 'POST',
      url: fillPath(storefrontRoutes.createOrder.path, { slug: 'tienda-a' }),
      headers: { [IDEMPOTENCY_HEADER]: `${randomUUID()}\uD800` },
      payload: {},
    });
    expect(errorOf(order).description).toContain(`headers.idempotency-key: ${NOT_ALLOWED}`);

    const stream = await w.t.app.inject({
      method: 'GET',
      url: eventRoutes.stream.path,
      headers: { ...w.adminA.headers, 'last-event-id': '12\u0000' },
    });
    expect(errorOf(stream)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(stream).description).toContain(`headers.last-event-id: ${NOT_ALLOWED}`);
  });

  it('a body nested thousands of levels deep answers 400, not 500', async () => {
    const deep = `{"name":"x","slug":"x","articles":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    expect(errorOf(await putSection(randomUUID(), deep))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('multipart text fields and file names are never read: a NUL in them changes nothing, the image is stored', async () => {
    const boundary = `----comanda${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="nota"\r\n\r\nuna\u0000nota\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fo\u0000to\uD800.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: fileRoutes.upload.path,
      headers: { ...w.adminA.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(resultOf(fileRoutes.upload, res).url).toMatch(/^\/v1\/static\/files\/[0-9a-f-]{36}\.png$/);
  });

  it('finds the first unsafe place in any value, and leaves well-formed text alone', () => {
    expect(hasUnsafeText('café 🍕')).toBe(false);
    expect(hasUnsafeText('\uD83C')).toBe(true);
    expect(hasUnsafeText('\uDF55\uD83C')).toBe(true);
    expect(findUnsafeText({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.2.c');
    expect(findUnsafeText({ a: [1, null, true, { b: 'ok' }] }, 'body')).toBeNull();
  });
});
