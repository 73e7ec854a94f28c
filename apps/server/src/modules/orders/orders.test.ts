import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { placeOrder, testOrder } from '../../testing/order-kit';
import type { StaffFixture } from '../../testing/fixtures';
import { errorOf, resultOf } from '../../testing/test-app';

describe('orders in the back-office: list and detail', () => {
  let w: CatalogueWorld;
  const numbers = new Map<string, number>();
  let otherStoreOrder: string;

  const list = (who: StaffFixture, query: Record<string, string | number> = {}) =>
    w.t.app.inject({
      method: 'GET',
      url: orderRoutes.list.path,
      headers: who.headers,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
  const get = (who: StaffFixture, orderId: string) =>
    w.t.app.inject({ method: 'GET', url: fillPath(orderRoutes.get.path, { orderId }), headers: who.headers });

  beforeAll(async () => {
    w = await createCatalogueWorld();
    const clients = [
      ['Lucía Gómez', '+5493415550001'],
      ['Martin Peña', '+5493415550002'],
      ['Lucia Fernandez', '+5493415550003'],
      ['Jorge Ruiz', '+5493415559999'],
      ['Sofia Díaz', '+5493415550005'],
    ] as const;
    for (const [index, [clientName, phone]] of clients.entries()) {
      const order = testOrder({ clientName, phone, createdAt: new Date(Date.UTC(2030, 0, 1, 12, index)) });
      const { id } = await placeOrder(w.t.database.db, w.storeA, order);
      numbers.set(clientName, (await placeOrderNumber(id)) ?? 0);
    }
    for (const name of ['Jorge Ruiz', 'Martin Peña']) {
      const res = await w.t.app.inject({
        method: 'PUT',
        url: fillPath(orderRoutes.setStatus.path, { orderId: idOf(name) }),
        headers: w.adminA.headers,
        payload: { status: 'completed' },
      });
      resultOf(orderRoutes.setStatus, res);
    }
    otherStoreOrder = (await placeOrder(w.t.database.db, w.storeB, testOrder({ clientName: 'Lucia de B' }))).id;
  });
  afterAll(() => w.t.close());

  const ids = new Map<string, string>();
  async function placeOrderNumber(id: string): Promise<number | undefined> {
    const row = await w.t.database.db.selectFrom('orders').select(['number', 'client_name']).where('id', '=', id).executeTakeFirst();
    if (row) ids.set(row.client_name, id);
    return row?.number;
  }
  const idOf = (name: string): string => ids.get(name) ?? '';

  it('lists the store orders newest first to every role, with the list envelope', async () => {
    for (const who of [w.adminA, w.rootA, w.deliveryA, w.initialA]) {
      const page = resultOf(orderRoutes.list, await list(who));
      expect(page).toMatchObject({ count: 5, limit: 20, skip: 0 });
      expect(page.data.map((order) => order.client.name)).toEqual([
        'Sofia Díaz',
        'Jorge Ruiz',
        'Lucia Fernandez',
        'Martin Peña',
        'Lucía Gómez',
      ]);
    }
    // Store B sees only its own.
    expect(resultOf(orderRoutes.list, await list(w.adminB)).data.map((order) => order.id)).toEqual([otherStoreOrder]);
  });

  it('numbers orders 1, 2, 3... per store', () => {
    expect([...numbers.values()]).toEqual([1, 2, 3, 4, 5]);
  });

  it('searches client name (accents and case ignored), phone and number', async () => {
    const names = async (query: string) =>
      resultOf(orderRoutes.list, await list(w.adminA, { query })).data.map((order) => order.client.name).sort();
    expect(await names('LUCIA')).toEqual(['Lucia Fernandez', 'Lucía Gómez']);
    expect(await names('lucia gomez')).toEqual(['Lucía Gómez']);
    expect(await names('pena')).toEqual(['Martin Peña']);
    expect(await names('9999')).toEqual(['Jorge Ruiz']);
    expect(await names(String(numbers.get('Sofia Díaz')))).toContain('Sofia Díaz');
    expect(await names('nadie')).toEqual([]);
  });

  it('filters by status, pages and sorts by number', async () => {
    const completed = resultOf(orderRoutes.list, await list(w.adminA, { status: 'completed' }));
    expect(completed.count).toBe(2);
    expect(completed.data.map((order) => order.client.name).sort()).toEqual(['Jorge Ruiz', 'Martin Peña']);

    const page = resultOf(orderRoutes.list, await list(w.adminA, { order: 'number__ASC', limit: 2, skip: 2 }));
    expect(page).toMatchObject({ count: 5, limit: 2, skip: 2 });
    expect(page.data.map((order) => order.number)).toEqual([3, 4]);

    const byStatus = resultOf(orderRoutes.list, await list(w.adminA, { order: 'status__DESC,number__ASC' }));
    expect(byStatus.data.map((order) => order.status)).toEqual(['completed', 'completed', 'process', 'process', 'process']);
  });

  it('refuses an unknown sort field, status or paging with 400', async () => {
    const bad = errorOf(await list(w.adminA, { order: 'client_name__ASC' }));
    expect(bad).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(bad.description).toContain('client_name');
    expect(errorOf(await list(w.adminA, { status: 'lost' }))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(await list(w.adminA, { limit: 0 }))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('answers one order with its snapshot lines to every role', async () => {
    const order = testOrder({ withTopping: true, method: 'take_away', payment: 'bank_transfer' });
    const { id, number } = await placeOrder(w.t.database.db, w.storeA, order);
    for (const who of [w.adminA, w.deliveryA, w.initialA]) {
      const found = resultOf(orderRoutes.get, await get(who, id));
      expect(found).toMatchObject({
        id,
        number,
        status: 'process',
        client: { name: 'Lucia Gomez', phone: '+5491155550000' },
        delivery: {
          cost: { currency: 'ARS', amount: 0 },
          status: 'pending',
          rider: null,
          methods: { shipment: null, take_away: { immediate: false, datetime: { date: '2030-05-04', start: '20:00' } } },
        },
        payment: {
          status: 'pending',
          methods: {
            cash: null,
            mercado_pago: null,
            bank_transfer: { name: 'Tienda SA', alias: 'tienda.mp', voucher_url: null },
          },
        },
        preparation: { status: 'pending' },
        coupon: null,
        imports: { items: { amount: 1200 }, delivery: { amount: 0 }, discount: { amount: 100 }, total: { amount: 1200 } },
      });
      const [line] = order.items;
      const [topping] = line?.toppings ?? [];
      const item = found.items[line?.id ?? ''];
      expect(item?.imports).toEqual(line?.imports);
      expect(item?.article).toEqual(line?.article);
      expect(item?.message).toBe('sin sal');
      expect(item?.toppings[topping?.id ?? '']).toEqual({
        id: topping?.id,
        name: 'Extras',
        error: null,
        options: Object.fromEntries((topping?.options ?? []).map((option) => [option.id, option])),
      });
    }
  });

  it('gives the same client id to every order of a phone', async () => {
    const page = resultOf(orderRoutes.list, await list(w.adminA, { query: '5550000' }));
    expect(page.count).toBe(1);
    const again = await placeOrder(w.t.database.db, w.storeA, testOrder({ phone: '+5491155550000' }));
    const second = resultOf(orderRoutes.get, await get(w.adminA, again.id));
    expect(second.client.id).toBe(page.data[0]?.client.id);
  });

  it('filters by status group (the chips) and keeps search and paging with it', async () => {
    const names = async (query: Record<string, string | number>) =>
      resultOf(orderRoutes.list, await list(w.adminA, query)).data.map((order) => order.client.name).sort();
    expect(await names({ group: 'done' })).toEqual(['Jorge Ruiz', 'Martin Peña']);
    expect(await names({ group: 'done', query: 'pena' })).toEqual(['Martin Peña']);
    expect(await names({ group: 'cancelled' })).toEqual([]);
    const active = resultOf(orderRoutes.list, await list(w.adminA, { group: 'active', limit: 1 }));
    expect(active.data).toHaveLength(1);
    expect(active.count).toBe(resultOf(orderRoutes.list, await list(w.adminA, { group: 'new' })).count);
    // status and group together: both hold.
    expect(await names({ group: 'done', status: 'process' })).toEqual([]);
    expect(errorOf(await list(w.adminA, { group: 'todas' }))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it("rider=me keeps the caller's deliveries", async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Para Repartir' }));
    const assign = await w.t.app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes.setRider.path, { orderId: id }),
      headers: w.adminA.headers,
      payload: { user_id: w.deliveryA.user.id },
    });
    resultOf(orderRoutes.setRider, assign);
    const mine = resultOf(orderRoutes.list, await list(w.deliveryA, { rider: 'me', group: 'active' }));
    expect(mine).toMatchObject({ count: 1 });
    expect(mine.data.map((order) => order.id)).toEqual([id]);
    expect(resultOf(orderRoutes.list, await list(w.adminA, { rider: 'me' })).count).toBe(0);
    expect(errorOf(await list(w.deliveryA, { rider: w.deliveryA.user.id }))).toMatchObject({ status: 400 });
  });

  it("answers 404 for another store's order and for an unknown id", async () => {
    expect(errorOf(await get(w.adminA, otherStoreOrder))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await get(w.adminA, '00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(errorOf(await get(w.adminA, 'not-a-uuid'))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});
