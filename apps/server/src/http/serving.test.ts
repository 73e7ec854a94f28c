import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../testing/test-app';

describe('serving the web app and failures', () => {
  let t: TestApp;
  const dist = path.join(os.tmpdir(), `comanda-dist-${randomUUID()}`);

  beforeAll(async () => {
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Comanda</title>');
    await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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
      expect(res.body).toContain('<title>Comanda</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
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
