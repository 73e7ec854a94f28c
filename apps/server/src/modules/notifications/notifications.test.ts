import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationKey, notificationRoutes as routes } from '@comanda/contract/notifications';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { accessFor, createStore, staffAccess } from '../../testing/fixtures';
import { type SettingsCalls, settingsCalls } from '../../testing/settings-kit';
import { createSecondInstance, createTestApp, errorOf, resultOf } from '../../testing/test-app';

const allKeys = NotificationKey.options;
const riderKey = 'order:delivery:rider:assigned:me';

const subscription = (n = 1) =>
  JSON.stringify({
    endpoint: `https://push.comanda.test/send/${n}`,
    expirationTime: null,
    keys: { p256dh: `clave-p256dh-${n}`, auth: `auth-${n}` },
  });

describe('notification settings', () => {
  let w: CatalogueWorld;
  let api: SettingsCalls;
  let token: SettingsCalls;
  let operatorA: CatalogueWorld['adminA'];
  beforeAll(async () => {
    w = await createCatalogueWorld();
    operatorA = await staffAccess(w.t, { storeId: w.storeA, role: 'operator' });
    api = settingsCalls(w.t, routes);
    token = settingsCalls(w.t, { get: routes.vapidPublicKey, save: routes.savePushToken });
  });
  afterAll(() => w.t.close());

  const keysOf = async (headers: CatalogueWorld['adminA']['headers']) =>
    resultOf(routes.keys, await w.t.app.inject({ method: 'GET', url: routes.keys.path, headers }));

  describe('get and save', () => {
    it("creates the caller's power settings on first read, both channels off, and keeps them", async () => {
      const first = resultOf(routes.get, await api.get(w.adminA.headers));
      expect(first).toMatchObject({ power_id: w.adminA.powerId, active: true, whatsapp: null, push: null });
      expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(first);
    });

    it('saves both channels; GET answers the same', async () => {
      const body = { whatsapp: { keys: ['order:created', 'order:payment:changed'] }, push: { keys: [...allKeys] } };
      const saved = resultOf(routes.save, await api.put(w.adminA.headers, body));
      expect(saved).toMatchObject({ power_id: w.adminA.powerId, ...body });
      expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(saved);
      const off = resultOf(routes.save, await api.put(w.adminA.headers, { whatsapp: null, push: { keys: [] } }));
      expect(off).toMatchObject({ id: saved.id, whatsapp: null, push: { keys: [] } });
    });

    it('saves on a first PUT without a previous GET', async () => {
      const saved = resultOf(routes.save, await api.put(w.rootA.headers, { whatsapp: { keys: ['order:created'] }, push: null }));
      expect(saved).toMatchObject({ power_id: w.rootA.powerId, whatsapp: { keys: ['order:created'] }, push: null });
    });

    it('lets operator, delivery and initial staff save their own key only; any other key is 403 naming it', async () => {
      for (const staff of [operatorA, w.deliveryA, w.initialA]) {
        const body = { whatsapp: { keys: [riderKey] }, push: { keys: [riderKey] } };
        expect(resultOf(routes.save, await api.put(staff.headers, body))).toMatchObject({ power_id: staff.powerId, ...body });
        const res = await api.put(staff.headers, { whatsapp: null, push: { keys: [riderKey, 'order:created'] } });
        expect(errorOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(res).description).toContain('order:created');
        expect(resultOf(routes.get, await api.get(staff.headers))).toMatchObject(body);
      }
    });

    it.each([
      ['body.push.keys.0', { whatsapp: null, push: { keys: ['order:deleted'] } }],
      ['body.whatsapp.keys', { whatsapp: { keys: ['order:created', 'order:created'] }, push: null }],
      ['body.push', { whatsapp: null }],
    ])('refuses bad input with 400 naming %s', async (field, body) => {
      const res = await api.put(w.adminA.headers, body);
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });

    it('belongs to the power: one power never sees or changes another one', async () => {
      const body = { whatsapp: { keys: ['order:changed'] }, push: null };
      const savedB = resultOf(routes.save, await api.put(w.adminB.headers, body));
      expect(savedB.power_id).toBe(w.adminB.powerId);
      const a = resultOf(routes.get, await api.get(w.adminA.headers));
      expect(a.id).not.toBe(savedB.id);
      expect(a.whatsapp).toBeNull();
      expect(resultOf(routes.get, await api.get(w.adminB.headers))).toEqual(savedB);
    });

    it('answers only the keys the role still may use after a role change', async () => {
      const staff = w.deliveryA;
      await w.t.database.db.updateTable('powers').set({ role: 'admin' }).where('id', '=', staff.powerId).execute();
      const body = { whatsapp: { keys: ['order:created', riderKey] }, push: null };
      resultOf(routes.save, await api.put(staff.headers, body));
      await w.t.database.db.updateTable('powers').set({ role: 'delivery' }).where('id', '=', staff.powerId).execute();
      expect(resultOf(routes.get, await api.get(staff.headers)).whatsapp).toEqual({ keys: [riderKey] });
    });

    it('needs an access token', async () => {
      expect(errorOf(await api.get({ authorization: '', 'device-id': randomUUID() }))).toMatchObject({ status: 401 });
      expect(errorOf(await api.get({ authorization: `Bearer ${w.adminA.sessionToken}`, 'device-id': w.adminA.deviceId })))
        .toMatchObject({ status: 401 });
    });
  });

  describe('keys', () => {
    it('answers every key with its name to root and admin', async () => {
      for (const manager of [w.rootA, w.adminA]) {
        const keys = await keysOf(manager.headers);
        expect(keys.map((k) => k.key)).toEqual([...allKeys]);
        expect(keys.find((k) => k.key === 'order:created')?.name).toBe('Nueva orden');
      }
    });

    it('answers only their own rides to operator, delivery and initial staff', async () => {
      for (const staff of [operatorA, w.deliveryA, w.initialA]) {
        expect(await keysOf(staff.headers)).toEqual([{ key: riderKey, name: 'Me asignaron una entrega' }]);
      }
    });
  });

  describe('push token (firebase_token)', () => {
    const stored = (powerId: string) =>
      w.t.database.db.selectFrom('push_subscriptions').select(['device_id', 'subscription']).where('power_id', '=', powerId).execute();

    it('subscribes this device, replaces it, and null unsubscribes it', async () => {
      const staff = w.initialA;
      expect(resultOf(routes.savePushToken, await token.put(staff.headers, { token: subscription(1) }))).toEqual({
        token: subscription(1),
      });
      expect(resultOf(routes.savePushToken, await token.put(staff.headers, { token: subscription(2) }))).toEqual({
        token: subscription(2),
      });
      expect(await stored(staff.powerId)).toEqual([{ device_id: staff.deviceId, subscription: subscription(2) }]);
      expect(resultOf(routes.savePushToken, await token.put(staff.headers, { token: null }))).toEqual({ token: null });
      expect(await stored(staff.powerId)).toEqual([]);
      // Unsubscribing twice is harmless.
      expect(resultOf(routes.savePushToken, await token.put(staff.headers, { token: null }))).toEqual({ token: null });
    });

    it("keeps one subscription per device: clearing one device leaves the power's others", async () => {
      const staff = w.deliveryA;
      const phone = await accessFor(w.t.app, staff.sessionToken, staff.powerId);
      await token.put(staff.headers, { token: subscription(3) });
      await token.put(phone.headers, { token: subscription(4) });
      await token.put(staff.headers, { token: null });
      expect(await stored(staff.powerId)).toEqual([{ device_id: phone.deviceId, subscription: subscription(4) }]);
    });

    it.each([['not json'], [JSON.stringify({ endpoint: 'ftp://x', keys: {} })], [JSON.stringify({ endpoint: 'https://p.test' })]])(
      'refuses %s with 400 naming body.token',
      async (value) => {
        const res = await token.put(w.adminA.headers, { token: value });
        expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(errorOf(res).description).toContain('body.token');
      },
    );
  });

  describe('VAPID public key', () => {
    it("answers the server's own key with no configuration, to every role, the same after a restart", async () => {
      const keys = [];
      for (const staff of [w.adminA, w.deliveryA, w.initialA]) {
        keys.push(resultOf(routes.vapidPublicKey, await token.get(staff.headers)).key);
      }
      // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
      expect(keys[0]).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(new Set(keys).size).toBe(1);
      const again = await createSecondInstance(w.t);
      try {
        const res = await again.app.inject({ method: 'GET', url: routes.vapidPublicKey.path, headers: w.adminA.headers });
        expect(resultOf(routes.vapidPublicKey, res)).toEqual({ key: keys[0] });
      } finally {
        await again.close();
      }
    });

    it('answers the configured key', async () => {
      const t = await createTestApp({ env: { VAPID_PUBLIC_KEY: 'BPublicaDePrueba', VAPID_PRIVATE_KEY: 'privada-de-prueba' } });
      try {
        const store = await createStore(t.database.db, { slug: 'vapid' });
        const staff = await staffAccess(t, { storeId: store.id, role: 'initial' });
        const res = await t.app.inject({ method: 'GET', url: routes.vapidPublicKey.path, headers: staff.headers });
        expect(resultOf(routes.vapidPublicKey, res)).toEqual({ key: 'BPublicaDePrueba' });
      } finally {
        await t.close();
      }
    });
  });
});
