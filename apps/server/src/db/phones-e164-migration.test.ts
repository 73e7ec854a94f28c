import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderClientId } from '../modules/orders/order-client-id';
import { createStore, createUser } from '../testing/fixtures';
import { placeOrder, testOrder } from '../testing/order-kit';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './database';
import { migrate } from './migrate';

const MIGRATION = '012-phones-e164.ts';
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** Writes a phone (and a client id) the way rows looked before the migration. */
const legacyOrder = (orderId: string, phone: string) =>
  database.db.updateTable('orders').set({ client_phone: phone, client_id: randomUUID() }).where('id', '=', orderId).execute();

const orderRow = (orderId: string) =>
  database.db.selectFrom('orders').select(['client_phone', 'client_id']).where('id', '=', orderId).executeTakeFirstOrThrow();

const userPhone = async (userId: string) =>
  (await database.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

describe('migration 012: phones kept in E.164', () => {
  it('is applied once by the migrator on a fresh database', async () => {
    const applied = await database.db.selectFrom('schema_migrations').select('name').where('name', '=', MIGRATION).execute();
    expect(applied).toHaveLength(1);
    expect(await migrate(database)).toEqual([]);
  });

  it('turns existing phones into E.164 and makes two spellings of one person one client', async () => {
    const store = await createStore(database.db, { slug: `tel-${randomUUID().slice(0, 8)}` });
    const other = await createStore(database.db, { slug: `otra-${randomUUID().slice(0, 8)}` });
    const typedLocally = await createUser(database.db, { phone: '0341 155-123456' });
    const notAPhone = await createUser(database.db, { phone: 'llamame' });
    const noPhone = await createUser(database.db, { phone: null });
    const international = await placeOrder(database.db, store.id, testOrder({ phone: '+5493415123456' }));
    const local = await placeOrder(database.db, store.id, testOrder());
    const elsewhere = await placeOrder(database.db, other.id, testOrder());
    const unreadable = await placeOrder(database.db, store.id, testOrder());
    // Before issue 12 the storefront kept the digits as typed, with a client id of its own.
    await legacyOrder(local.id, '0341155123456');
    await legacyOrder(elsewhere.id, '(0341) 15 512-3456');
    await legacyOrder(unreadable.id, '12345');
    const unreadableBefore = await orderRow(unreadable.id);

    await database.db.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();
    expect(await migrate(database)).toEqual([MIGRATION]);

    const client = { client_phone: '+5493415123456', client_id: orderClientId(store.id, '+5493415123456') };
    expect(await orderRow(international.id)).toEqual(client);
    expect(await orderRow(local.id)).toEqual(client);
    // A client is a phone within a store: the other store's order is the same phone, another client.
    expect(await orderRow(elsewhere.id)).toEqual({
      client_phone: '+5493415123456',
      client_id: orderClientId(other.id, '+5493415123456'),
    });
    expect(await orderRow(unreadable.id)).toEqual(unreadableBefore);
    expect(await userPhone(typedLocally.id)).toBe('+5493415123456');
    expect(await userPhone(notAPhone.id)).toBe('llamame');
    expect(await userPhone(noPhone.id)).toBeNull();

    // Run again (as a second instance might), it finds nothing left to change.
    await database.db.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();
    expect(await migrate(database)).toEqual([MIGRATION]);
    expect(await orderRow(local.id)).toEqual(client);
    expect(await orderRow(unreadable.id)).toEqual(unreadableBefore);
    expect(await userPhone(typedLocally.id)).toBe('+5493415123456');
  });
});
