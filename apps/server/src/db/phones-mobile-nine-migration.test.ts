import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupClient } from '../modules/clients/client-lookup.service';
import { orderClientId } from '../modules/orders/order-client-id';
import { createStore, createUser, grantPower } from '../testing/fixtures';
import { placeOrder, testOrder } from '../testing/order-kit';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './database';
import { migrate } from './migrate';

const MIGRATION = '023-phones-mobile-nine.ts';
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const db = () => database.db;

/** Writes an order's phone (and a client id of its own) the way rows looked before issue 20. */
const legacyOrder = (orderId: string, phone: string) =>
  db().updateTable('orders').set({ client_phone: phone, client_id: randomUUID() }).where('id', '=', orderId).execute();

const orderRow = (orderId: string) =>
  db().selectFrom('orders').select(['client_phone', 'client_id']).where('id', '=', orderId).executeTakeFirstOrThrow();

const userPhone = async (userId: string) =>
  (await db().selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

const storePhone = async (storeId: string) =>
  (await db().selectFrom('stores').select('phone').where('id', '=', storeId).executeTakeFirstOrThrow()).phone;

const rerun = async () => {
  await db().deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();
  expect(await migrate(database)).toEqual([MIGRATION]);
};

describe('migration 023: Argentine phones kept with the mobile 9', () => {
  it('is applied once by the migrator on a fresh database', async () => {
    const applied = await db().selectFrom('schema_migrations').select('name').where('name', '=', MIGRATION).execute();
    expect(applied).toHaveLength(1);
    expect(await migrate(database)).toEqual([]);
  });

  it("rewrites every phone column's '+54' without the 9 and leaves other phones alone", async () => {
    const store = await createStore(db(), { slug: `nueve-${randomUUID().slice(0, 8)}` });
    const tollFree = await createStore(db(), { slug: `gratis-${randomUUID().slice(0, 8)}` });
    const noPhone = await createStore(db(), { slug: `sintel-${randomUUID().slice(0, 8)}` });
    await db().updateTable('stores').set({ phone: '+543415550199' }).where('id', '=', store.id).execute();
    await db().updateTable('stores').set({ phone: '+548003334444' }).where('id', '=', tollFree.id).execute();

    const withoutNine = await createUser(db(), { phone: '+541145678901' });
    const sameTypedRight = await createUser(db(), { phone: '+5491145678901' });
    const bariloche = await createUser(db(), { phone: '+542944423456' });
    const uruguayan = await createUser(db(), { phone: '+59899123456' });
    const notAPhone = await createUser(db(), { phone: 'llamame' });
    const brokenArgentine = await createUser(db(), { phone: '+5412345' });
    const power = await grantPower(db(), { storeId: store.id, userId: withoutNine.id, role: 'admin' });

    const invitationId = randomUUID();
    await db()
      .insertInto('invitations')
      .values({
        id: invitationId,
        store_id: store.id,
        role: 'operator',
        phone: '+543415123456',
        token_hash: createHash('sha256').update(randomUUID()).digest('hex'),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const delivery = await db()
      .insertInto('notification_deliveries')
      .values({ store_id: store.id, order_id: null, event_seq: null, key: 'test', power_id: power.id, user_id: withoutNine.id, channel: 'whatsapp', device_id: null, phone: '+541145678901', last_error: null })
      .returning('id')
      .executeTakeFirstOrThrow();

    await rerun();

    expect(await storePhone(store.id)).toBe('+5493415550199');
    expect(await storePhone(tollFree.id)).toBe('+548003334444');
    expect(await storePhone(noPhone.id)).toBeNull();
    expect(await userPhone(withoutNine.id)).toBe('+5491145678901');
    // Two users typed two ways now share the phone: it is not unique, and nobody signs in with it.
    expect(await userPhone(sameTypedRight.id)).toBe('+5491145678901');
    expect(await userPhone(bariloche.id)).toBe('+5492944423456');
    expect(await userPhone(uruguayan.id)).toBe('+59899123456');
    expect(await userPhone(notAPhone.id)).toBe('llamame');
    expect(await userPhone(brokenArgentine.id)).toBe('+5412345');
    const invitation = await db().selectFrom('invitations').select('phone').where('id', '=', invitationId).executeTakeFirstOrThrow();
    expect(invitation.phone).toBe('+5493415123456');
    const queued = await db().selectFrom('notification_deliveries').select('phone').where('id', '=', delivery.id).executeTakeFirstOrThrow();
    expect(queued.phone).toBe('+5491145678901');
  });

  it("makes a client kept with and without the 9 one client, found by 'Nueva orden' typed any way", async () => {
    const store = await createStore(db(), { slug: `cli-${randomUUID().slice(0, 8)}` });
    const other = await createStore(db(), { slug: `otra-${randomUUID().slice(0, 8)}` });
    const before = await placeOrder(db(), store.id, testOrder({ clientName: 'Lucía', phone: '+5491145678901' }));
    const after = await placeOrder(db(), store.id, testOrder({ clientName: 'Lucía Benítez', phone: '+5491145678901' }));
    const elsewhere = await placeOrder(db(), other.id, testOrder({ phone: '+5491145678901' }));
    const tollFree = await placeOrder(db(), store.id, testOrder({ phone: '+548003334444' }));
    // Before issue 20 the storefront kept '11 4567-8901' without the 9, with a client id of its own.
    await legacyOrder(before.id, '+541145678901');
    await legacyOrder(elsewhere.id, '+541145678901');
    const tollFreeBefore = await orderRow(tollFree.id);

    await rerun();

    const client = { client_phone: '+5491145678901', client_id: orderClientId(store.id, '+5491145678901') };
    expect(await orderRow(before.id)).toEqual(client);
    expect(await orderRow(after.id)).toEqual(client);
    // A client is a phone within a store: the other store's order is the same phone, another client.
    expect(await orderRow(elsewhere.id)).toEqual({
      client_phone: '+5491145678901',
      client_id: orderClientId(other.id, '+5491145678901'),
    });
    expect(await orderRow(tollFree.id)).toEqual(tollFreeBefore);
    for (const typed of ['11 4567-8901', '+54 11 4567-8901', '011 15 4567-8901']) {
      expect(await lookupClient(db(), store.id, typed), typed).toMatchObject({
        name: 'Lucía Benítez',
        phone: '+5491145678901',
        orders_count: 2,
      });
    }
    // The list search finds the order by the phone's digits as typed before.
    const found = await db().selectFrom('orders').select('id').where('store_id', '=', store.id).where('search_text', 'like', '%1145678901%').execute();
    expect(found.map((row) => row.id).sort()).toEqual([before.id, after.id].sort());

    // Run again (as a second instance might), it finds nothing left to change.
    await rerun();
    expect(await orderRow(before.id)).toEqual(client);
    expect(await orderRow(tollFree.id)).toEqual(tollFreeBefore);
  });
});
