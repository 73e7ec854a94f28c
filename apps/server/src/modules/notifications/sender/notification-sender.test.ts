import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes as routes } from '@comanda/contract/notifications';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { buildApp } from '../../../app';
import { readConfig } from '../../../config';
import { accessFor, type AccessFixture, staffAccess } from '../../../testing/fixtures';
import { type PushEndpoint, startPushEndpoint, type TestSubscription } from '../../../testing/push-endpoint';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../../testing/storefront-kit';
import { createSecondInstance, createTestApp, createTestDatabase, resultOf, type TestApp } from '../../../testing/test-app';
import { retryDelayMs } from './backoff';
import { UNSUBSCRIBED_DEVICE } from './notification-sender';

/** Quick retries so backoff shows within a test; still well under a 1 s Retry-After. */
const env = {
  NOTIFICATIONS_RETRY_BASE_MS: '50',
  NOTIFICATIONS_RETRY_MAX_MS: '200',
  NOTIFICATIONS_MAX_ATTEMPTS: '4',
  NOTIFICATIONS_POLL_MS: '100',
};

const subscribeDevice = async (t: TestApp, endpoint: PushEndpoint, access: AccessFixture): Promise<TestSubscription> => {
  const subscription = endpoint.subscribe();
  const res = await t.app.inject({ method: 'PUT', url: routes.savePushToken.path, headers: access.headers, payload: { token: subscription.token } });
  resultOf(routes.savePushToken, res);
  return subscription;
};

const pushKeys = async (t: TestApp, access: AccessFixture, keys: string[] | null) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: routes.save.path,
    headers: access.headers,
    payload: { whatsapp: null, push: keys === null ? null : { keys } },
  });
  resultOf(routes.save, res);
};

const vapidKeyOf = async (t: TestApp, access: AccessFixture) =>
  resultOf(routes.vapidPublicKey, await t.app.inject({ method: 'GET', url: routes.vapidPublicKey.path, headers: access.headers })).key;

const placeOrder = async (w: StorefrontWorld, clientName = 'Maria Gonzalez') => {
  const res = await postOrder(w, orderBody(w, { client: { name: clientName, phone: '+54 9 11 5555-1234' } }));
  const order = resultOf(storefrontRoutes.createOrder, res);
  return { id: order.id, number: order.number };
};

const deliveriesOf = (t: TestApp, orderId: string, powerId?: string) =>
  t.database.db
    .selectFrom('notification_deliveries')
    .selectAll()
    .where('order_id', '=', orderId)
    .$if(powerId !== undefined, (query) => query.where('power_id', '=', powerId ?? ''))
    .orderBy('id')
    .execute();

type DeliveryRows = Awaited<ReturnType<typeof deliveriesOf>>;

/** What `read` answers once `done` says so: rows are sent and recorded in the background. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const limit = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > limit) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The order's outbox rows (for one power) once `done` says so: they are sent and recorded in the background. */
function waitForRows(t: TestApp, orderId: string, powerId: string | undefined, done: (rows: DeliveryRows) => boolean) {
  return until(() => deliveriesOf(t, orderId, powerId), (rows) => rows.length > 0 && done(rows));
}

const receivedBy = (endpoint: PushEndpoint, subscription: TestSubscription) =>
  endpoint.received.filter((push) => push.subscriptionId === subscription.id);
const attemptsOf = (endpoint: PushEndpoint, subscription: TestSubscription, orderId: string) =>
  endpoint.attempts.filter((a) => a.subscriptionId === subscription.id && (a.payload as { order_id?: string } | null)?.order_id === orderId);

describe('the notifications sender with Web Push', () => {
  let t: TestApp;
  let w: StorefrontWorld;
  let endpoint: PushEndpoint;
  beforeAll(async () => {
    t = await createTestApp({ env });
    w = await createStorefrontWorld('tienda-push', t);
    endpoint = await startPushEndpoint({ applicationServerKey: (await vapidKeyOf(t, w.admin)) ?? undefined });
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  /** A new admin of the store whose pushes of `keys` go to a new subscription of its device. */
  const subscribedAdmin = async (keys: string[] = ['order:created']) => {
    const admin = await staffAccess(t, { storeId: w.storeId, role: 'admin' });
    await pushKeys(t, admin, keys);
    return { admin, subscription: await subscribeDevice(t, endpoint, admin) };
  };

  it('sends a new storefront order to every subscribed device of the admins whose push settings list it, and to nobody else', async () => {
    await pushKeys(t, w.admin, ['order:created', 'order:changed']);
    const firstDevice = await subscribeDevice(t, endpoint, w.admin);
    const secondDevice = await subscribeDevice(t, endpoint, await accessFor(t.app, w.admin.sessionToken, w.admin.powerId));
    const other = await subscribedAdmin(['order:created']);
    // Subscribed, but their settings do not ask for new orders.
    const pushOff = await staffAccess(t, { storeId: w.storeId, role: 'admin' });
    await pushKeys(t, pushOff, null);
    const offDevice = await subscribeDevice(t, endpoint, pushOff);
    const operator = await staffAccess(t, { storeId: w.storeId, role: 'operator' });
    await pushKeys(t, operator, ['order:delivery:rider:assigned:me']);
    const operatorDevice = await subscribeDevice(t, endpoint, operator);

    const order = await placeOrder(w);
    const devices = [firstDevice, secondDevice, other.subscription];
    await endpoint.waitFor(() => devices.every((device) => receivedBy(endpoint, device).length === 1), 'the order on three devices');
    expect(endpoint.rejections).toEqual([]);
    const rows = await waitForRows(t, order.id, undefined, (all) => all.every((row) => row.status === 'sent'));
    for (const device of devices) {
      expect(receivedBy(endpoint, device)[0]).toMatchObject({
        urgency: 'high',
        ttl: 3600,
        payload: {
          title: `Nueva orden #${order.number}`,
          body: 'Maria Gonzalez · 1.000,00 ARS',
          url: `/orders/${order.id}`,
          tag: `${order.id}:order:created`,
          order_id: order.id,
          number: order.number,
        },
      });
    }
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ channel: 'push', key: 'order:created', status: 'sent', attempts: 1, locked_until: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    expect(receivedBy(endpoint, offDevice)).toEqual([]);
    expect(receivedBy(endpoint, operatorDevice)).toEqual([]);
    // Off for the next tests' orders.
    await pushKeys(t, w.admin, null);
    await pushKeys(t, other.admin, null);
  });

  it('deletes a subscription the push service calls gone (410) and puts its delivery in the dead letter at once', async () => {
    const { admin, subscription } = await subscribedAdmin();
    endpoint.answerAlways(subscription.id, { status: 410 });
    const order = await placeOrder(w);
    const [row] = await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'failed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, locked_until: null, last_error: expect.stringContaining('410') });
    const left = await t.database.db.selectFrom('push_subscriptions').selectAll().where('power_id', '=', admin.powerId).execute();
    expect(left).toEqual([]);
  });

  it('keeps a subscription the device renewed meanwhile: only the gone one is deleted', async () => {
    const { admin, subscription } = await subscribedAdmin();
    endpoint.closeGate();
    endpoint.answerAlways(subscription.id, { status: 410 });
    const order = await placeOrder(w);
    await endpoint.waitFor(() => endpoint.held === 1, 'the send held');
    const renewed = await subscribeDevice(t, endpoint, admin);
    endpoint.openGate();
    await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'failed');
    const left = await t.database.db.selectFrom('push_subscriptions').select('subscription').where('power_id', '=', admin.powerId).execute();
    expect(left).toEqual([{ subscription: renewed.token }]);
    await pushKeys(t, admin, null);
  });

  it('retries a 5xx with backoff and sends once the service recovers', async () => {
    const { admin, subscription } = await subscribedAdmin();
    endpoint.answerNext(subscription.id, { status: 500 }, { status: 503 }, { status: 500 });
    const order = await placeOrder(w);
    const [row] = await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'sent');
    expect(attemptsOf(endpoint, subscription, order.id).map((a) => a.status)).toEqual([500, 503, 500, 201]);
    expect(row).toMatchObject({ attempts: 4, locked_until: null, last_error: 'el servicio push respondio 500' });
    expect(row?.next_attempt_at.getTime()).toBeGreaterThan(row?.created_at.getTime() ?? Infinity);
    expect(receivedBy(endpoint, subscription)).toHaveLength(1);
    await pushKeys(t, admin, null);
  });

  it('grows the wait before each retry, doubling up to the maximum, with full jitter', () => {
    const limits = { retryBaseMs: 5_000, retryMaxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 9].map((attempts) => retryDelayMs(attempts, limits, () => 1))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(retryDelayMs(3, limits, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(3, limits, () => 0)).toBe(0);
  });

  it('waits as long as a 429 Retry-After says before sending again', async () => {
    const { admin, subscription } = await subscribedAdmin();
    endpoint.answerNext(subscription.id, { status: 429, retryAfter: '1' });
    const order = await placeOrder(w);
    const [row] = await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'sent');
    const [refused, accepted] = attemptsOf(endpoint, subscription, order.id);
    expect([refused?.status, accepted?.status]).toEqual([429, 201]);
    // The backoff alone would have come back within NOTIFICATIONS_RETRY_MAX_MS (200 ms).
    expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(row).toMatchObject({ attempts: 2, last_error: expect.stringContaining('429') });
    await pushKeys(t, admin, null);
  });

  it('puts a delivery in the dead letter after NOTIFICATIONS_MAX_ATTEMPTS failures', async () => {
    const { admin, subscription } = await subscribedAdmin();
    endpoint.answerAlways(subscription.id, { status: 502 });
    const order = await placeOrder(w);
    const [row] = await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'failed');
    expect(row).toMatchObject({ attempts: 4, locked_until: null, last_error: 'el servicio push respondio 502' });
    expect(attemptsOf(endpoint, subscription, order.id).map((a) => a.status)).toEqual([502, 502, 502, 502]);
    await pushKeys(t, admin, null);
  });

  it('skips a device that unsubscribed after the event, and sends a test message to the orders list', async () => {
    const { admin, subscription } = await subscribedAdmin();
    const order = await placeOrder(w);
    await waitForRows(t, order.id, admin.powerId, (rows) => rows[0]?.status === 'sent');
    const insert = (values: { order_id: string | null; key: string; device_id: string }) =>
      t.database.db
        .insertInto('notification_deliveries')
        .values({ store_id: w.storeId, power_id: admin.powerId, user_id: admin.user.id, channel: 'push', phone: null, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
    const gone = await insert({ order_id: order.id, key: 'order:changed', device_id: randomUUID() });
    const test = await insert({ order_id: null, key: 'test', device_id: admin.deviceId });
    await t.database.db.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val('comanda_notifications'), eb.val('')]).as('n')).execute();
    await endpoint.waitFor(() => receivedBy(endpoint, subscription).length === 2, 'the test message');
    expect(receivedBy(endpoint, subscription)[1]).toMatchObject({
      urgency: 'normal',
      payload: { title: 'Mensaje de prueba de Comanda', url: '/orders', order_id: null, number: null },
    });
    const rows = await until(
      () =>
        t.database.db
          .selectFrom('notification_deliveries')
          .select(['id', 'status', 'last_error'])
          .where('id', 'in', [gone.id, test.id])
          .orderBy('id')
          .execute(),
      (all) => all.every((row) => row.status !== 'pending'),
    );
    expect(rows).toEqual([
      { id: gone.id, status: 'skipped', last_error: UNSUBSCRIBED_DEVICE },
      { id: test.id, status: 'sent', last_error: null },
    ]);
    await pushKeys(t, admin, null);
  });
});

describe('the notifications sender in two instances on one database', () => {
  let t: TestApp;
  let w: StorefrontWorld;
  let endpoint: PushEndpoint;
  beforeAll(async () => {
    t = await createTestApp({ env });
    w = await createStorefrontWorld('tienda-dos', t);
    endpoint = await startPushEndpoint({ applicationServerKey: (await vapidKeyOf(t, w.admin)) ?? undefined });
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  it('sends each notification exactly once (50 orders, three devices)', async () => {
    const second = await createSecondInstance(t, env);
    try {
      await pushKeys(t, w.admin, ['order:created']);
      const devices = [
        await subscribeDevice(t, endpoint, w.admin),
        await subscribeDevice(t, endpoint, await accessFor(t.app, w.admin.sessionToken, w.admin.powerId)),
      ];
      const other = await staffAccess(t, { storeId: w.storeId, role: 'root' });
      await pushKeys(t, other, ['order:created']);
      devices.push(await subscribeDevice(t, endpoint, other));
      // Both instances take orders; either one's sender may claim any row.
      const orders = [];
      for (let i = 0; i < 50; i += 1) {
        const via = i % 2 === 0 ? w : { ...w, t: { ...t, app: second.app } };
        orders.push(await placeOrder(via, `Cliente ${i}`));
      }
      await endpoint.waitFor(() => endpoint.received.length >= 150, '150 messages', 60_000);
      expect(endpoint.rejections).toEqual([]);
      for (const device of devices) {
        const tags = receivedBy(endpoint, device).map((push) => (push.payload as { tag: string }).tag);
        expect(tags.toSorted()).toEqual(orders.map((order) => `${order.id}:order:created`).toSorted());
      }
      const rows = await until(
        () => t.database.db.selectFrom('notification_deliveries').select(['status', 'attempts']).execute(),
        (all) => all.length === 150 && all.every((row) => row.status !== 'pending'),
      );
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      // Nothing more arrives later: every row is recorded as sent.
      expect(endpoint.attempts).toHaveLength(150);
    } finally {
      await second.close();
    }
  });
});

describe('stopping the sender', () => {
  it('waits for a send in flight to be answered and recorded before the app closes', async () => {
    const { database, drop } = await createTestDatabase();
    const config = readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-test-${randomUUID()}`), LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database, serveWebApp: false });
    const t: TestApp = { app, database, databaseUrl: null, dataDir: config.dataDir, close: async () => undefined };
    const endpoint = await startPushEndpoint();
    try {
      const w = await createStorefrontWorld('tienda-cierre', t);
      await pushKeys(t, w.admin, ['order:created']);
      const device = await subscribeDevice(t, endpoint, w.admin);
      endpoint.closeGate();
      const order = await placeOrder(w);
      await endpoint.waitFor(() => endpoint.held === 1, 'the send held');
      let closed = false;
      const closing = app.close().then(() => {
        closed = true;
      });
      // The close waits on the held send: give it every chance to finish early.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      endpoint.openGate();
      await closing;
      expect(receivedBy(endpoint, device)).toHaveLength(1);
      const [row] = await deliveriesOf(t, order.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    } finally {
      await endpoint.close();
      await drop();
    }
  });
});
