import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationRoutes as routes } from '@comanda/contract/notifications';
import { fillPath } from '@comanda/contract/route';
import { IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { buildApp } from '../../../app';
import { readConfig } from '../../../config';
import { type Database, openDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { accessFor, type AccessFixture } from '../../../testing/fixtures';
import { type PushEndpoint, startPushEndpoint, type TestSubscription } from '../../../testing/push-endpoint';
import { type ServerProcess, startServerProcess } from '../../../testing/server-process';
import { createStorefrontWorld, orderBody, type StorefrontWorld } from '../../../testing/storefront-kit';
import { createTestDatabase, resultOf, type TestApp } from '../../../testing/test-app';

const ORDERS = 200;
const CONCURRENCY = 8;

/*
 * Crash between commit and send: the server is killed (SIGKILL) while its sends are in flight
 * and most of 200 orders' notifications still wait in the outbox. The push service counts a
 * message once it answered 201; what it held unanswered when the server died never arrived.
 * After a restart every notification arrives, each exactly once.
 */
interface Prepared {
  env: Record<string, string>;
  w: StorefrontWorld;
  devices: TestSubscription[];
  endpoint: PushEndpoint;
  /** Reads the outbox (after the server stopped, on PGlite). */
  deliveryCounts(): Promise<Array<{ status: string; count: number }>>;
}

/**
 * A database (a PGlite DATA_DIR by default, a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set) with a store whose admin gets push for new orders on two devices, set up in process
 * before the server starts, and the push service those devices subscribed at.
 */
async function prepare(cleanups: Array<() => Promise<unknown>>): Promise<Prepared> {
  const dataDir = path.join(os.tmpdir(), `comanda-crash-${randomUUID()}`);
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | null = null;
  let database: Database;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createTestDatabase();
    cleanups.push(fresh.drop);
    database = fresh.database;
    databaseUrl = fresh.databaseUrl;
  } else {
    database = await openDatabase({ dataDir });
    await migrate(database);
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Rows a dead server had claimed come back soon.
    NOTIFICATIONS_LEASE_MS: '2000',
    NOTIFICATIONS_SEND_TIMEOUT_MS: '1500',
    NOTIFICATIONS_CONCURRENCY: String(CONCURRENCY),
    NOTIFICATIONS_POLL_MS: '200',
    STOREFRONT_ORDERS_PER_ADDRESS: String(ORDERS * 2),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  };
  const setupApp = await buildApp({ config: readConfig({ ...env, LOG_LEVEL: 'silent' }), database, serveWebApp: false });
  const t: TestApp = { app: setupApp, database, databaseUrl, dataDir, close: async () => undefined };
  const w = await createStorefrontWorld(`tienda-${randomUUID().slice(0, 8)}`, t);
  const secondDevice: AccessFixture = await accessFor(setupApp, w.admin.sessionToken, w.admin.powerId);
  const vapidKey = resultOf(
    routes.vapidPublicKey,
    await setupApp.inject({ method: 'GET', url: routes.vapidPublicKey.path, headers: w.admin.headers }),
  ).key;
  const endpoint = await startPushEndpoint({ applicationServerKey: vapidKey ?? undefined });
  cleanups.push(() => endpoint.close());
  resultOf(
    routes.save,
    await setupApp.inject({
      method: 'PUT',
      url: routes.save.path,
      headers: w.admin.headers,
      payload: { whatsapp: null, push: { keys: ['order:created'] } },
    }),
  );
  const devices: TestSubscription[] = [];
  for (const access of [w.admin, secondDevice]) {
    const subscription = endpoint.subscribe();
    const res = await setupApp.inject({
      method: 'PUT',
      url: routes.savePushToken.path,
      headers: access.headers,
      payload: { token: subscription.token },
    });
    resultOf(routes.savePushToken, res);
    devices.push(subscription);
  }
  await setupApp.close();
  if (!databaseUrl) await database.close();
  const deliveryCounts = async () => {
    const check = databaseUrl ? database : await openDatabase({ dataDir });
    try {
      const rows = await check.db
        .selectFrom('notification_deliveries')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    } finally {
      if (!databaseUrl) await check.close();
    }
  };
  return { env, w, devices, endpoint, deliveryCounts };
}

async function placeOrders(server: ServerProcess, w: StorefrontWorld, count: number, orderIds: string[]): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${server.url}${fillPath(storefrontRoutes.createOrder.path, { slug: w.slug })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify(orderBody(w, { client: { name: `Cliente ${orderIds.length}`, phone: '+54 9 11 5555-1234' } })),
    });
    expect(res.status).toBe(201);
    orderIds.push(((await res.json()) as { result: { id: string } }).result.id);
  }
}

/** Each device received each order's notification exactly once. */
function expectEachOnce(endpoint: PushEndpoint, devices: TestSubscription[], orderIds: string[]): void {
  expect(endpoint.rejections).toEqual([]);
  const expected = orderIds.map((id) => `${id}:order:created`).toSorted();
  for (const device of devices) {
    const tags = endpoint.received.filter((push) => push.subscriptionId === device.id).map((push) => (push.payload as { tag: string }).tag);
    expect(tags.toSorted()).toEqual(expected);
  }
}

/*
 * Crash between commit and send: the server is killed (SIGKILL) while its sends are in flight
 * and most of 200 orders' notifications still wait in the outbox. The push service counts a
 * message once it answered 201; what it held unanswered when the server died never arrived.
 * After a restart every notification arrives, each exactly once.
 */
describe('notifications across a server stop', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('delivers every notification of 200 committed orders exactly once after SIGKILL and restart', async () => {
    const { env, w, devices, endpoint, deliveryCounts } = await prepare(cleanups);
    let server = await startServerProcess(env);
    cleanups.push(() => stopIfRunning(server));
    const orderIds: string[] = [];
    // Some go out at once; then the service stops answering and the rest pile up in the outbox.
    await placeOrders(server, w, 60, orderIds);
    endpoint.closeGate();
    await placeOrders(server, w, ORDERS - 60, orderIds);
    // Every send slot waits on the service: whatever it answered before is recorded as sent.
    await endpoint.waitFor(() => endpoint.held >= CONCURRENCY, 'every send slot held', 60_000);
    const deliveredBeforeCrash = endpoint.received.length;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    expect(endpoint.dropHeld()).toBeGreaterThanOrEqual(CONCURRENCY);
    endpoint.openGate();
    expect(deliveredBeforeCrash).toBeLessThan(ORDERS * devices.length);

    server = await startServerProcess(env);
    await endpoint.waitFor(() => endpoint.received.length >= ORDERS * devices.length, 'every notification', 110_000);
    expect(await server.stop()).toBe(0);
    expectEachOnce(endpoint, devices, orderIds);
    expect(await deliveryCounts()).toEqual([{ status: 'sent', count: ORDERS * devices.length }]);
  });

  it('lets the sends in flight finish on SIGTERM, and sends the rest after the next start', async () => {
    const { env, w, devices, endpoint, deliveryCounts } = await prepare(cleanups);
    let server = await startServerProcess(env);
    cleanups.push(() => stopIfRunning(server));
    const orderIds: string[] = [];
    endpoint.closeGate();
    await placeOrders(server, w, 20, orderIds);
    await endpoint.waitFor(() => endpoint.held >= CONCURRENCY, 'every send slot held', 60_000);
    const exited = server.stop();
    // The server waits on its sends in flight; the service answers them a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    endpoint.openGate();
    expect(await exited).toBe(0);
    expect(endpoint.received.length).toBeGreaterThanOrEqual(CONCURRENCY);
    expect(endpoint.received.length).toBeLessThan(20 * devices.length);

    server = await startServerProcess(env);
    await endpoint.waitFor(() => endpoint.received.length >= 20 * devices.length, 'every notification', 60_000);
    expect(await server.stop()).toBe(0);
    expectEachOnce(endpoint, devices, orderIds);
    expect(await deliveryCounts()).toEqual([{ status: 'sent', count: 20 * devices.length }]);
  });
});

async function stopIfRunning(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
}
