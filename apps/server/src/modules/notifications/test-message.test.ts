import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes as routes } from '@comanda/contract/notifications';
import { accessFor, createStore, staffAccess, type StaffFixture } from '../../testing/fixtures';
import { type TestApp, createTestApp, errorOf, resultOf } from '../../testing/test-app';

// Loopback endpoints nothing listens on: a sender that picks the rows up never leaves the machine.
const subscription = (n: number) =>
  JSON.stringify({
    endpoint: `http://127.0.0.1:9/push/${n}`,
    expirationTime: null,
    keys: { p256dh: `clave-p256dh-${n}`, auth: `auth-${n}` },
  });

describe("'Enviar prueba' (POST notifications/test)", () => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    storeId = (await createStore(t.database.db, { slug: 'prueba-notificaciones' })).id;
  });
  afterAll(() => t.close());

  const sendTest = (staff: { headers: StaffFixture['headers'] }, channel: string) =>
    t.app.inject({ method: 'POST', url: routes.sendTest.path, headers: staff.headers, payload: { channel } });
  const subscribe = (staff: { headers: StaffFixture['headers'] }, token: string | null) =>
    t.app.inject({ method: 'PUT', url: routes.savePushToken.path, headers: staff.headers, payload: { token } });
  const rowsOf = (powerId: string) =>
    t.database.db
      .selectFrom('notification_deliveries')
      .select(['store_id', 'order_id', 'event_seq', 'key', 'power_id', 'user_id', 'channel', 'device_id', 'phone'])
      .where('power_id', '=', powerId)
      .orderBy('id')
      .execute();
  const setPhone = (userId: string, phone: string | null) =>
    t.database.db.updateTable('users').set({ phone }).where('id', '=', userId).execute();

  it('push: queues one test row per subscribed device of this power, and wakes the senders', async () => {
    const staff = await staffAccess(t, { storeId, role: 'delivery' });
    const phone = await accessFor(t.app, staff.sessionToken, staff.powerId);
    resultOf(routes.savePushToken, await subscribe(staff, subscription(1)));
    resultOf(routes.savePushToken, await subscribe(phone, subscription(2)));
    // Someone else's subscribed device is not this power's.
    const other = await staffAccess(t, { storeId, role: 'admin' });
    resultOf(routes.savePushToken, await subscribe(other, subscription(3)));

    const woken: string[] = [];
    const stop = await t.database.listen('comanda_notifications', { onNotify: (payload) => woken.push(payload) });
    try {
      expect(resultOf(routes.sendTest, await sendTest(phone, 'push'))).toEqual({ queued: 2 });
      for (let i = 0; i < 100 && woken.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(woken.length).toBeGreaterThan(0);
    } finally {
      await stop();
    }
    const common = { store_id: storeId, order_id: null, event_seq: null, key: 'test', power_id: staff.powerId };
    const rows = await rowsOf(staff.powerId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { ...common, user_id: staff.user.id, channel: 'push', device_id: staff.deviceId, phone: null },
        { ...common, user_id: staff.user.id, channel: 'push', device_id: phone.deviceId, phone: null },
      ]),
    );
    expect(await rowsOf(other.powerId)).toEqual([]);
  });

  it("whatsapp: queues one test row to the user's phone", async () => {
    const staff = await staffAccess(t, { storeId, role: 'initial' });
    await setPhone(staff.user.id, '+5491122334455');
    expect(resultOf(routes.sendTest, await sendTest(staff, 'whatsapp'))).toEqual({ queued: 1 });
    expect(await rowsOf(staff.powerId)).toEqual([
      {
        store_id: storeId,
        order_id: null,
        event_seq: null,
        key: 'test',
        power_id: staff.powerId,
        user_id: staff.user.id,
        channel: 'whatsapp',
        device_id: null,
        phone: '+5491122334455',
      },
    ]);
  });

  it('answers an error in the envelope and writes nothing when there is nothing to send to', async () => {
    const staff = await staffAccess(t, { storeId, role: 'operator' });
    const noDevices = errorOf(await sendTest(staff, 'push'));
    expect(noDevices).toEqual({
      status: 409,
      code: 'NOTIFICATIONS:PUSH:NO_DEVICES',
      description: 'Este usuario no tiene dispositivos suscriptos',
    });
    // Subscribed, then unsubscribed: nothing left to send to.
    await subscribe(staff, subscription(4));
    await subscribe(staff, null);
    expect(errorOf(await sendTest(staff, 'push')).code).toBe('NOTIFICATIONS:PUSH:NO_DEVICES');
    expect(errorOf(await sendTest(staff, 'whatsapp'))).toEqual({
      status: 409,
      code: 'NOTIFICATIONS:WHATSAPP:NO_PHONE',
      description: 'Este usuario no tiene telefono',
    });
    expect(await rowsOf(staff.powerId)).toEqual([]);
  });

  it('refuses another channel with 400 naming body.channel, and needs an access token', async () => {
    const staff = await staffAccess(t, { storeId, role: 'admin' });
    const res = await sendTest(staff, 'sms');
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toContain('body.channel');
    const anonymous = await t.app.inject({ method: 'POST', url: routes.sendTest.path, payload: { channel: 'push' } });
    expect(errorOf(anonymous).status).toBe(401);
    const session = { headers: { authorization: `Bearer ${staff.sessionToken}`, 'device-id': staff.deviceId } };
    expect(errorOf(await sendTest(session, 'push')).status).toBe(401);
    expect(await rowsOf(staff.powerId)).toEqual([]);
  });
});

describe('GET notifications/firebase_token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers this power's subscription on this device, null on another device", async () => {
    const store = await createStore(t.database.db, { slug: 'token-get' });
    const staff = await staffAccess(t, { storeId: store.id, role: 'admin' });
    const get = (who: { headers: StaffFixture['headers'] }) =>
      t.app.inject({ method: 'GET', url: routes.pushToken.path, headers: who.headers });
    expect(resultOf(routes.pushToken, await get(staff))).toEqual({ token: null });
    await t.app.inject({
      method: 'PUT',
      url: routes.savePushToken.path,
      headers: staff.headers,
      payload: { token: subscription(5) },
    });
    expect(resultOf(routes.pushToken, await get(staff))).toEqual({ token: subscription(5) });
    const otherDevice = await accessFor(t.app, staff.sessionToken, staff.powerId);
    expect(resultOf(routes.pushToken, await get(otherDevice))).toEqual({ token: null });
  });
});
