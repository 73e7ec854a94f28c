import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { fileRoutes } from '@comanda/contract/files';
import { fillPath } from '@comanda/contract/route';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { type Database, openDatabase } from '../../db/database';
import { encodePng } from '../../demo/png';
import { createStore, createUser, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../../testing/test-app';
import { multipartBody } from '../../testing/upload-kit';

const limits = { SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS: '6', DEVICE_REGISTRATIONS_PER_ADDRESS: '4' };

/**
 * Two server instances on one database, as behind a load balancer. On PostgreSQL each has its
 * own handle (pool) to the test database and its own DATA_DIR, so nothing can pass through one
 * instance's memory or disk; on PGlite (one process by design) they share the embedded database
 * and its DATA_DIR, as two apps in that process would.
 */
describe('two server instances on one database share uploads and rate limits', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: StaffFixture;

  beforeAll(async () => {
    t = await createTestApp({ env: limits });
    secondDatabase = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }) : t.database;
    const dataDirB = t.databaseUrl ? path.join(os.tmpdir(), `comanda-test-${randomUUID()}`) : t.dataDir;
    a = t.app;
    b = await buildApp({
      config: readConfig({ DATA_DIR: dataDirB, LOG_LEVEL: 'silent', ...limits }),
      database: secondDatabase,
      serveWebApp: false,
    });
    const store = await createStore(t.database.db, { slug: 'instancias' });
    admin = await staffAccess(t, { storeId: store.id, role: 'admin' });
  });
  afterAll(async () => {
    await b.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
  });

  const upload = async (app: FastifyInstance, content: Buffer) => {
    const body = multipartBody(content, { filename: 'logo.png', contentType: 'image/png' });
    const res = await app.inject({
      method: 'POST',
      url: fileRoutes.upload.path,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return resultOf(fileRoutes.upload, res).url;
  };

  it('a file uploaded through one instance is served by the other, with the same headers', async () => {
    const png = encodePng(3, 1, new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]));
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const url = await upload(from, png);
      const served = await to.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload).toEqual(png);
    }
  });

  const signIn = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username, password }, remoteAddress });

  it("counts an account's failed sign-ins across both: 10 in all, then 429 on either", async () => {
    await createUser(t.database.db, { email: 'repartido@comanda.test', password: 'la-correcta' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await signIn(attempt % 2 ? a : b, 'repartido@comanda.test', 'mala', `10.20.${attempt}.1`);
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(a, 'repartido@comanda.test', 'la-correcta', '10.20.50.1')).statusCode).toBe(429);
    expect((await signIn(b, 'repartido@comanda.test', 'la-correcta', '10.20.51.1')).statusCode).toBe(429);
  });

  it('checks no more than 10 of 40 parallel wrong passwords sent to both instances', async () => {
    await createUser(t.database.db, { email: 'paralelo@comanda.test', password: 'la-correcta' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => signIn(attempt % 2 ? a : b, 'paralelo@comanda.test', 'mala', `10.21.${attempt}.1`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it("counts an address's sign-in attempts across both: 6 in all, then 429 with Retry-After on either", async () => {
    const address = '192.0.2.77';
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await signIn(attempt % 2 ? a : b, `nadie-${attempt}@comanda.test`, 'mala', address)).statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await signIn(app, 'otro@comanda.test', 'mala', address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("counts an address's anonymous writes across both (device registrations)", async () => {
    const register = (app: FastifyInstance) =>
      app.inject({
        method: 'PUT',
        url: fillPath(deviceRoutes.register.path, { deviceId: randomUUID() }),
        remoteAddress: '192.0.2.88',
      });
    for (const app of [a, b, a, b]) expect((await register(app)).statusCode).toBe(200);
    expect((await register(a)).statusCode).toBe(429);
    expect((await register(b)).statusCode).toBe(429);
  });
});
