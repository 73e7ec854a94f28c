import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { createStore, type StaffFixture, staffAccess } from '../../../testing/fixtures';
import { orderCall, placeOrder, testOrder } from '../../../testing/order-kit';
import { createTestApp, resultOf, type TestApp } from '../../../testing/test-app';
import { startWhatsAppEndpoint, type WhatsAppEndpoint } from '../../../testing/whatsapp-endpoint';
import { listDeadLetters, requeueDeadLetters } from '../dead-letters.repository';

/*
 * WhatsApp end to end: an order change commits its outbox rows, the app's own sender sends them
 * through the WhatsApp channel to a local endpoint that speaks the Cloud API, and records how
 * each ended.
 */
describe('WhatsApp notifications through the running sender', () => {
  let endpoint: WhatsAppEndpoint;
  let t: TestApp;
  let storeId: string;
  let admin: StaffFixture;
  let root: StaffFixture;
  let rider: StaffFixture;
  const phones = { admin: '5491141235678', root: '5491152346789', rider: '5491163457890' };

  const setWhatsApp = (who: StaffFixture, keys: string[], phone: string) =>
    Promise.all([
      t.database.db
        .insertInto('notification_settings')
        .values({ id: crypto.randomUUID(), power_id: who.powerId, whatsapp_keys: JSON.stringify(keys), push_keys: null })
        .execute(),
      t.database.db.updateTable('users').set({ phone }).where('id', '=', who.user.id).execute(),
    ]);
  const rowsOf = (orderId: string) =>
    t.database.db
      .selectFrom('notification_deliveries')
      .select(['id', 'key', 'user_id', 'phone', 'status', 'attempts', 'last_error'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  /** The order's rows once the sender has ended every one of them (none pending). */
  const settledRowsOf = async (orderId: string) => {
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(orderId);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
      },
      { timeout: 15_000, interval: 20 },
    );
    return rowsOf(orderId);
  };
  const messagesAbout = (orderId: string) =>
    endpoint.messages.filter((message) => message.parameters[1] === `https://comanda.example/orders/${orderId}`);
  const assignRider = async (orderId: string) =>
    resultOf(orderRoutes.setRider, await orderCall(t, admin, orderRoutes.setRider, orderId, { user_id: rider.user.id }));

  beforeAll(async () => {
    endpoint = await startWhatsAppEndpoint();
    t = await createTestApp({
      env: { ...endpoint.env, PUBLIC_URL: 'https://comanda.example', NOTIFICATIONS_POLL_MS: '50', NOTIFICATIONS_RETRY_BASE_MS: '10' },
    });
    storeId = (await createStore(t.database.db, { slug: 'centro', name: 'Comanda Centro' })).id;
    admin = await staffAccess(t, { storeId, role: 'admin' });
    root = await staffAccess(t, { storeId, role: 'root' });
    rider = await staffAccess(t, { storeId, role: 'delivery' });
    // The admin lists assigned:me too: it is meant for the rider alone.
    await setWhatsApp(admin, ['order:created', 'order:delivery:rider:changed', 'order:delivery:rider:assigned:me'], `+${phones.admin}`);
    await setWhatsApp(root, ['order:created'], `+${phones.root}`);
    await setWhatsApp(rider, ['order:delivery:rider:assigned:me'], '011 15-6345-7890');
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  it('a new order reaches the managers who want it, with its number and link', async () => {
    const order = await placeOrder(t.database.db, storeId, testOrder());
    const rows = await settledRowsOf(order.id);
    expect(rows.map(({ key, status, attempts, last_error }) => ({ key, status, attempts, last_error }))).toEqual([
      { key: 'order:created', status: 'sent', attempts: 1, last_error: null },
      { key: 'order:created', status: 'sent', attempts: 1, last_error: null },
    ]);
    expect(messagesAbout(order.id).map(({ to, template, language, parameters }) => ({ to, template, language, parameters })).sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [phones.admin, phones.root].map((to) => ({
        to,
        template: 'comanda_nueva_orden',
        language: 'es_AR',
        parameters: [String(order.number), `https://comanda.example/orders/${order.id}`],
      })),
    );
  });

  it('assigning a rider sends the rider-assigned message to the rider alone, and the rider change to the admin who lists it', async () => {
    const order = await placeOrder(t.database.db, storeId, testOrder());
    await settledRowsOf(order.id);
    const before = messagesAbout(order.id).length;
    await assignRider(order.id);
    await vi.waitFor(() => expect(messagesAbout(order.id).length).toBe(before + 2), { timeout: 15_000, interval: 20 });
    const rows = (await settledRowsOf(order.id)).filter((row) => row.key !== 'order:created');
    expect(rows.map(({ key, user_id, status }) => ({ key, user_id, status })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'order:delivery:rider:assigned:me', user_id: rider.user.id, status: 'sent' },
      { key: 'order:delivery:rider:changed', user_id: admin.user.id, status: 'sent' },
    ]);
    const sent = messagesAbout(order.id).slice(before);
    expect(sent.map(({ to, template }) => `${template} ${to}`).sort()).toEqual([
      `comanda_entrega_asignada ${phones.rider}`,
      `comanda_orden_actualizada ${phones.admin}`,
    ]);
  });

  it('retries a Cloud API server error and sends once', async () => {
    endpoint.answerNext({ status: 500, code: 131000, message: 'Something went wrong' });
    const order = await placeOrder(t.database.db, storeId, testOrder());
    const rows = await settledRowsOf(order.id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    // One of the two was refused once and sent on its second attempt; its error is the one it met.
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 2]);
    expect(rows.find((row) => row.attempts === 2)?.last_error).toContain('WhatsApp respondio 500: Something went wrong (codigo 131000)');
    expect(messagesAbout(order.id).map((message) => message.to).sort()).toEqual([phones.admin, phones.root]);
  });

  it('an invalid phone is a dead letter at once, and requeued once fixed it is sent by the running sender', async () => {
    await t.database.db.updateTable('users').set({ phone: '12345' }).where('id', '=', rider.user.id).execute();
    const order = await placeOrder(t.database.db, storeId, testOrder());
    await settledRowsOf(order.id);
    const requests = endpoint.requests;
    await assignRider(order.id);
    const rows = await settledRowsOf(order.id);
    const dead = rows.find((row) => row.key === 'order:delivery:rider:assigned:me');
    expect(dead).toMatchObject({ user_id: rider.user.id, phone: '12345', status: 'failed', attempts: 1, last_error: 'telefono invalido' });
    // Only the admin's rider change reached the API.
    await vi.waitFor(() => expect(endpoint.requests).toBe(requests + 1), { timeout: 15_000, interval: 20 });
    expect(messagesAbout(order.id).some((message) => message.template === 'comanda_entrega_asignada')).toBe(false);
    const { rows: deadLetters } = await listDeadLetters(t.database.db, 10);
    expect(deadLetters[0]).toMatchObject({ id: dead?.id, channel: 'whatsapp', key: 'order:delivery:rider:assigned:me', orderNumber: order.number, lastError: 'telefono invalido' });

    // The user's phone fixed, the retry takes it.
    await t.database.db.updateTable('users').set({ phone: `+${phones.rider}` }).where('id', '=', rider.user.id).execute();
    expect(await requeueDeadLetters(t.database.db, [dead?.id ?? 0])).toEqual([dead?.id]);
    await vi.waitFor(
      () => expect(messagesAbout(order.id).filter((message) => message.template === 'comanda_entrega_asignada').map((m) => m.to)).toEqual([phones.rider]),
      { timeout: 15_000, interval: 20 },
    );
    expect((await settledRowsOf(order.id)).find((row) => row.id === dead?.id)).toMatchObject({
      phone: `+${phones.rider}`,
      status: 'sent',
      attempts: 1,
      last_error: 'telefono invalido',
    });
  });
});
