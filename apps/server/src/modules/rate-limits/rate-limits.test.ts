import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRoutes } from '@comanda/contract/devices';
import { fillPath } from '@comanda/contract/route';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import type { Db } from '../../db/database';
import { encodePng } from '../../demo/png';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { createTestApp, createTestDatabase, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { multipartBody } from '../../testing/upload-kit';
import { clientAddressKey } from './address-limit';
import { countRateLimitHit, deleteEndedRateLimitCounters } from './rate-limits.repository';
import { createAnonymousWriteLimiter, createRateLimiter } from './rate-limits.service';

describe('rate limiter (counts in the database)', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('lets exactly `max` of many parallel hits through; the refused ones say when the window ends', async () => {
    const limiter = createRateLimiter(test.database.db, { bucket: 'prueba', max: 10, windowMs: 60_000 });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('203.0.113.1')));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
    for (const outcome of outcomes) {
      if (!outcome.allowed) expect(outcome.retryAfterMs).toBeGreaterThan(50_000);
      if (!outcome.allowed) expect(outcome.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    // Other keys and other buckets count apart.
    expect(await limiter.hit('203.0.113.2')).toEqual({ allowed: true });
    const other = createRateLimiter(test.database.db, { bucket: 'otra', max: 1, windowMs: 60_000 });
    expect(await other.hit('203.0.113.1')).toEqual({ allowed: true });
  });

  const endWindows = (db: Db, bucket: string) =>
    db.updateTable('rate_limit_counters').set({ reset_at: new Date(Date.now() - 1000) }).where('bucket', '=', bucket).execute();

  it('starts a new window after the last one ended, and prunes ended windows', async () => {
    const db = test.database.db;
    expect((await countRateLimitHit(db, 'ventana', 'k', 60_000)).hits).toBe(1);
    expect((await countRateLimitHit(db, 'ventana', 'k', 60_000)).hits).toBe(2);
    await endWindows(db, 'ventana');
    const fresh = await countRateLimitHit(db, 'ventana', 'k', 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(50_000);

    await endWindows(db, 'ventana');
    await deleteEndedRateLimitCounters(db);
    expect(await db.selectFrom('rate_limit_counters').select('key').where('bucket', '=', 'ventana').execute()).toEqual([]);
  });
});

describe('anonymous write limiter', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const rowsOf = async (bucket: string) =>
    (await test.database.db.selectFrom('rate_limit_counters').select('hits').where('bucket', '=', bucket).execute()).length;

  it('lets exactly `max` of many parallel hits through, counted once for every limiter of the database', async () => {
    const limit = { bucket: 'anonimos', max: 10, windowMs: 60_000 };
    const limiter = createAnonymousWriteLimiter(test.database, limit);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('203.0.113.9 tienda')));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
    for (const outcome of outcomes) {
      if (!outcome.allowed) expect(outcome.retryAfterMs).toBeGreaterThan(50_000);
      if (!outcome.allowed) expect(outcome.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    // Another app on the same database (a second instance) counts into the same window.
    expect((await createAnonymousWriteLimiter(test.database, limit).hit('203.0.113.9 tienda')).allowed).toBe(false);
    expect(await createAnonymousWriteLimiter(test.database, limit).hit('203.0.113.10 tienda')).toEqual({ allowed: true });
    // The embedded database (one process) counts in memory: no write on its one connection.
    // PostgreSQL, shared by instances in several processes, counts in the table.
    expect(await rowsOf('anonimos')).toBe(test.database.kind === 'pglite' ? 0 : 2);
  });

  it('starts a new window once the last one ended', async () => {
    const limiter = createAnonymousWriteLimiter(test.database, { bucket: 'corta', max: 1, windowMs: 300 });
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    expect((await limiter.hit('k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.hit('k')).toEqual({ allowed: true });
  });
});

describe('client address of a limit', () => {
  it('is the IPv4 address (also when IPv4-mapped) and the /64 of an IPv6 address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('anonymous writes are limited per address', () => {
  let t: TestApp;
  let w: StorefrontWorld;
  let other: StorefrontWorld;
  beforeAll(async () => {
    // Low limits keep the test short and run the same code as the defaults.
    t = await createTestApp({
      env: { STOREFRONT_ORDERS_PER_ADDRESS: '3', VOUCHER_UPLOADS_PER_ADDRESS: '2', DEVICE_REGISTRATIONS_PER_ADDRESS: '3' },
    });
    w = await createStorefrontWorld('limites', t);
    other = await createStorefrontWorld('limites-b', t);
  });
  afterAll(() => t.close());

  const orderFrom = (world: StorefrontWorld, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(storefrontRoutes.createOrder.path, { slug: world.slug }),
      headers: { 'idempotency-key': randomUUID() },
      payload: orderBody(world),
      remoteAddress,
    });
  const orderCount = async (storeId: string) =>
    (await t.database.db.selectFrom('orders').select('id').where('store_id', '=', storeId).execute()).length;

  it('storefront orders: past the limit one address gets 429 with Retry-After and no order is placed', async () => {
    const address = '198.51.100.1';
    for (let order = 1; order <= 3; order++) resultOf(storefrontRoutes.createOrder, await orderFrom(w, address));
    const before = await orderCount(w.storeId);
    const refused = await orderFrom(w, address);
    expect(errorOf(refused)).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      description: 'Demasiados pedidos seguidos, espere unos minutos',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await orderCount(w.storeId)).toBe(before);

    // Another store, another address: each has its own count.
    resultOf(storefrontRoutes.createOrder, await orderFrom(other, address));
    resultOf(storefrontRoutes.createOrder, await orderFrom(w, '198.51.100.2'));
  });

  it('storefront orders sent at once: exactly the limit goes through', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => orderFrom(w, '198.51.100.3')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('voucher uploads: past the limit 429 with Retry-After', async () => {
    const order = resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { payment: { method: 'bank_transfer' } })),
    );
    const upload = () => {
      const body = multipartBody(encodePng(1, 1, new Uint8Array([0, 0, 0, 255])));
      return t.app.inject({
        method: 'PUT',
        url: fillPath(storefrontRoutes.uploadVoucher.path, { slug: w.slug, orderId: order.id }),
        query: { phone: '+54 9 11 5555-1234' },
        headers: { 'content-type': body.contentType },
        payload: body.payload,
        remoteAddress: '198.51.100.4',
      });
    };
    resultOf(storefrontRoutes.uploadVoucher, await upload());
    resultOf(storefrontRoutes.uploadVoucher, await upload());
    const refused = await upload();
    expect(errorOf(refused)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  const registerDevice = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: fillPath(deviceRoutes.register.path, { deviceId: randomUUID() }), remoteAddress, headers });

  it('device registrations: past the limit 429 with Retry-After; reading a device is not limited', async () => {
    for (let device = 1; device <= 3; device++) expect((await registerDevice(t.app, '198.51.100.5')).statusCode).toBe(200);
    const refused = await registerDevice(t.app, '198.51.100.5');
    expect(errorOf(refused)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    const read = await t.app.inject({
      method: 'GET',
      url: fillPath(deviceRoutes.get.path, { deviceId: randomUUID() }),
      remoteAddress: '198.51.100.5',
    });
    expect(read.statusCode).toBe(404);
  });

  it('honours TRUST_PROXY: the forwarded address counts behind a proxy, and is ignored (not forgeable) otherwise', async () => {
    const forwarded = (address: string) => ({ 'x-forwarded-for': address });
    // Without TRUST_PROXY a forged header changes nothing: the proxy's own address is used up.
    for (let device = 1; device <= 3; device++) await registerDevice(t.app, '10.9.0.1', forwarded(`203.0.113.${device}`));
    expect((await registerDevice(t.app, '10.9.0.1', forwarded('203.0.113.50'))).statusCode).toBe(429);

    // Behind a proxy (TRUST_PROXY=true) each client it forwards counts apart.
    const behindProxy = await buildApp({
      config: readConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DEVICE_REGISTRATIONS_PER_ADDRESS: '3' }),
      database: t.database,
      serveWebApp: false,
    });
    try {
      for (let device = 1; device <= 3; device++) {
        expect((await registerDevice(behindProxy, '10.9.0.2', forwarded('203.0.113.60'))).statusCode).toBe(200);
      }
      expect((await registerDevice(behindProxy, '10.9.0.2', forwarded('203.0.113.60'))).statusCode).toBe(429);
      expect((await registerDevice(behindProxy, '10.9.0.2', forwarded('203.0.113.61'))).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('behind a proxy that appends (TRUST_PROXY=1), the address the proxy saw counts, not what the client wrote', async () => {
    const oneHop = await buildApp({
      config: readConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '1', DEVICE_REGISTRATIONS_PER_ADDRESS: '3' }),
      database: t.database,
      serveWebApp: false,
    });
    try {
      // The client forges a new first entry each time; the proxy appends the address it saw.
      const fromClient = (forged: number) => ({ 'x-forwarded-for': `198.18.0.${forged}, 203.0.113.80` });
      for (let device = 1; device <= 3; device++) {
        expect((await registerDevice(oneHop, '10.9.0.3', fromClient(device))).statusCode).toBe(200);
      }
      expect((await registerDevice(oneHop, '10.9.0.3', fromClient(4))).statusCode).toBe(429);
    } finally {
      await oneHop.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes true, false, a hop count or proxy addresses and CIDRs, and refuses anything else', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    // A hop count trusts that many proxies from the server outwards (hop 0 is the TCP peer).
    const twoHops = readConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'si' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/8, proxy' })).toThrow(/TRUST_PROXY/);
  });
});
