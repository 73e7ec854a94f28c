import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@comanda/contract/money';
import { type Order, orderRoutes } from '@comanda/contract/orders';
import { readConfig } from '../config';
import { accessFor, signInAs } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { seedDemoOrders } from './orders-demo';
import { seedDemo } from './seed-demo';

describe('demo orders', () => {
  let t: TestApp;
  let centro: Order[];
  let norte: Order[];

  const ordersOf = async (email: string, store: string): Promise<Order[]> => {
    const session = await signInAs(t.app, email, 'comanda');
    const power = await t.database.db
      .selectFrom('powers as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .select('p.id')
      .where('u.email', '=', email)
      .where('s.slug', '=', store)
      .executeTakeFirstOrThrow();
    const access = await accessFor(t.app, session, power.id);
    const res = await t.app.inject({ method: 'GET', url: orderRoutes.list.path, query: { limit: '100' }, headers: access.headers });
    return resultOf(orderRoutes.list, res).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, readConfig({ DATA_DIR: t.dataDir }));
    centro = await ordersOf('admin@comanda.test', 'centro');
    norte = await ordersOf('norte@comanda.test', 'norte');
  });
  afterAll(() => t.close());

  it('seeds a dozen centro orders and a few norte ones, numbered in time order, once', async () => {
    expect(centro).toHaveLength(12);
    expect(norte).toHaveLength(3);
    // Newest first: numbers count down.
    expect(centro.map((order) => order.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await seedDemoOrders(t.database)).toBe(0);
  });

  it('covers the statuses, both delivery methods, every payment method, toppings, a coupon and a rider', () => {
    expect(new Set(centro.map((order) => order.status)).size).toBeGreaterThanOrEqual(9);
    expect(centro.some((order) => order.delivery.methods.shipment)).toBe(true);
    expect(centro.some((order) => order.delivery.methods.take_away?.datetime)).toBe(true);
    expect(centro.some((order) => order.delivery.methods.shipment?.datetime)).toBe(true);
    const methods = centro.map((order) => order.payment.methods);
    expect(methods.some((method) => method.cash)).toBe(true);
    expect(methods.some((method) => method.mercado_pago)).toBe(true);
    expect(methods.find((method) => method.bank_transfer)?.bank_transfer).toMatchObject({
      alias: 'comanda.centro',
      voucher_url: null,
    });
    expect(centro.filter((order) => order.coupon).map((order) => order.coupon?.code)).toEqual(['BIENVENIDA']);
    expect(centro.some((order) => order.delivery.rider?.first_name === 'Diego')).toBe(true);
    const lines = centro.flatMap((order) => Object.values(order.items));
    expect(lines.some((line) => Object.keys(line.toppings).length > 0)).toBe(true);
  });

  it('gives each order its creation row and a promise; only the new ones are unattended (they ring)', async () => {
    for (const order of [...centro, ...norte]) {
      const rows = await t.database.db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).execute();
      expect(rows).toMatchObject([{ kind: 'order:created', action: 'place', to_value: order.status, actor_kind: 'customer', actor_name: order.client.name }]);
      expect(Date.parse(order.promised_at)).toBeGreaterThan(Date.parse(order.created_at));
      expect(order.seen_at === null).toBe(order.status === 'process');
    }
  });

  it('puts the orders in the turn the demo opened, so Inicio has figures from the first start', async () => {
    const rows = await t.database.db
      .selectFrom('orders as o')
      .innerJoin('turns as t', 't.id', 'o.turn_id')
      .select(['o.id'])
      .where('t.closed_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(centro.length + norte.length);
  });

  it('gives prepared orders a believable preparation time, so Inicio does not average 0 minutes', async () => {
    const prepared = await t.database.db
      .selectFrom('orders')
      .select(['created_at', 'prepared_at'])
      .where('preparation_status', '=', 'prepared')
      .execute();
    expect(prepared.length).toBeGreaterThan(0);
    for (const row of prepared) {
      const minutes = (new Date(row.prepared_at ?? 0).getTime() - new Date(row.created_at).getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(5);
      expect(new Date(row.prepared_at ?? 0).getTime()).toBeLessThan(Date.now());
    }
  });

  it('prices every order consistently, to the cent', () => {
    for (const order of [...centro, ...norte]) {
      let items = 0;
      for (const line of Object.values(order.items)) {
        const options = Object.values(line.toppings).flatMap((topping) => Object.values(topping.options));
        const expected =
          toCents(line.article.imports.total.amount) +
          options.reduce((sum, option) => sum + toCents(option.imports.total.amount) * option.count, 0);
        expect(toCents(line.imports.total.amount)).toBe(expected);
        items += expected;
      }
      const { imports } = order;
      expect(toCents(imports.items.amount)).toBe(items);
      expect(toCents(imports.delivery.amount)).toBe(order.delivery.methods.shipment ? 150_000 : 0);
      expect(toCents(imports.total.amount)).toBe(items + toCents(imports.delivery.amount) - toCents(imports.coupon.amount));
      if (order.coupon) {
        // BIENVENIDA: 15 % capped at 5000.
        expect(toCents(imports.coupon.amount)).toBe(Math.min(Math.round(items * 0.15), 500_000));
      } else {
        expect(imports.coupon.amount).toBe(0);
      }
    }
  });
});
