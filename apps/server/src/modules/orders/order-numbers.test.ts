import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../testing/fixtures';
import { placeOrder, testOrder } from '../../testing/order-kit';
import { createTestDatabase } from '../../testing/test-app';
import type { Database } from '../../db/database';
import { customerActor } from '../events/store-event';
import { placeOrder as placeNewOrder } from './order-placement.service';
import { findOrder, findOrderByIdempotencyKey } from './orders.repository';

describe('order numbers and the orders repository', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('gives 10 concurrent orders the numbers 1 to 10, without gaps or repeats, per store', async () => {
    const a = await createStore(database.db, { slug: 'numeros-a' });
    const b = await createStore(database.db, { slug: 'numeros-b' });
    const placed = await Promise.all(
      Array.from({ length: 10 }, (_, index) => placeOrder(database.db, index % 2 ? b.id : a.id, testOrder())),
    );
    const numbersOf = (storeIndex: number) =>
      placed
        .filter((_, index) => index % 2 === storeIndex)
        .map((order) => order.number)
        .sort((x, y) => x - y);
    expect(numbersOf(0)).toEqual([1, 2, 3, 4, 5]);
    expect(numbersOf(1)).toEqual([1, 2, 3, 4, 5]);

    const c = await createStore(database.db, { slug: 'numeros-c' });
    const ten = await Promise.all(Array.from({ length: 10 }, () => placeOrder(database.db, c.id, testOrder())));
    expect(ten.map((order) => order.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives back the number and the history row of an order whose transaction failed', async () => {
    const store = await createStore(database.db, { slug: 'numeros-rollback' });
    expect((await placeOrder(database.db, store.id, testOrder())).number).toBe(1);
    const lost = testOrder();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await placeNewOrder(trx, store.id, lost, customerActor('Lucia Gomez'));
        throw new Error('sin stock');
      }),
    ).rejects.toThrow('sin stock');
    const second = await placeOrder(database.db, store.id, testOrder());
    expect(second.number).toBe(2);
    const events = await database.db
      .selectFrom('order_events')
      .select(['seq', 'order_id'])
      .where('store_id', '=', store.id)
      .orderBy('seq')
      .execute();
    // The failed order's event number is given back too: the stream never skips one.
    expect(events.map((event) => event.seq)).toEqual([1, 2]);
    expect(events.map((event) => event.order_id)).not.toContain(lost.id);
  });

  it('keeps an idempotency key once per store and finds its order', async () => {
    const store = await createStore(database.db, { slug: 'idempotente' });
    const key = '6f1d2c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';
    const first = await placeOrder(database.db, store.id, {
      ...testOrder(),
      idempotency: { key, requestHash: 'hash-1' },
    });
    expect(await findOrderByIdempotencyKey(database.db, store.id, key)).toEqual({ id: first.id, request_hash: 'hash-1' });
    await expect(
      placeOrder(database.db, store.id, { ...testOrder(), idempotency: { key, requestHash: 'hash-1' } }),
    ).rejects.toMatchObject({ code: '23505' });
    // The failed insert gave its number back.
    expect((await placeOrder(database.db, store.id, testOrder())).number).toBe(2);
  });

  it('reads back exactly what was written, as the contract Order', async () => {
    const store = await createStore(database.db, { slug: 'ida-y-vuelta' });
    const written = {
      ...testOrder({ withTopping: true, payment: 'mercado_pago' }),
      coupon: { id: '0b7c3a52-5c1e-4b8e-9d0a-7c2f1e3d4b5a', code: 'HOLA10' },
    };
    const { id, number } = await placeOrder(database.db, store.id, written);
    const order = await findOrder(database.db, store.id, id);
    expect(order).toMatchObject({
      id,
      number,
      coupon: written.coupon,
      imports: written.imports,
      delivery: { cost: written.delivery.cost, methods: written.delivery.methods },
      payment: { methods: { cash: null, bank_transfer: null, mercado_pago: {} } },
    });
    expect(await findOrder(database.db, (await createStore(database.db, { slug: 'otra' })).id, id)).toBeNull();
  });
});
