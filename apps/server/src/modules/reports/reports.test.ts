import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { orderRoutes } from '@comanda/contract/orders';
import type { OrderStatus } from '@comanda/contract/order-enums';
import { type ReportBreakdown, reportRoutes, type SalesReport } from '@comanda/contract/reports';
import { fillPath } from '@comanda/contract/route';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { staffAccess, type StaffFixture } from '../../testing/fixtures';
import { orderCall, placeOrder, testOrder } from '../../testing/order-kit';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  staffCall,
  type StorefrontWorld,
} from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { customerActor } from '../events/store-event';
import { placeOrder as placeNewOrder } from '../orders/order-placement.service';

const BREAKDOWNS: ReportBreakdown[] = ['day', 'hour', 'article', 'section', 'payment_method', 'delivery_method'];

describe('sales reports', () => {
  let w: StorefrontWorld;
  let other: StorefrontWorld;

  const reportUrl = (breakdown: string, query: string) => `${fillPath(reportRoutes.sales.path, { breakdown })}?${query}`;
  const get = (who: { headers: Record<string, string> }, breakdown: string, query: string) =>
    w.t.app.inject({ method: 'GET', url: reportUrl(breakdown, query), headers: who.headers });
  const report = async (breakdown: ReportBreakdown, from: string, to: string, who: StaffFixture = w.admin): Promise<SalesReport> =>
    resultOf(reportRoutes.sales, await get(who, breakdown, `from=${from}&to=${to}`));

  /** A storefront order (through the API), then created at `at`, as an order of that moment. */
  async function placeAt(world: StorefrontWorld, at: string, overrides: Parameters<typeof orderBody>[1] = {}): Promise<string> {
    const { id } = resultOf(storefrontRoutes.createOrder, await postOrder(world, orderBody(world, overrides)));
    await world.t.database.db.updateTable('orders').set({ created_at: new Date(at) }).where('id', '=', id).execute();
    return id;
  }

  const setStatus = async (id: string, status: OrderStatus) =>
    resultOf(orderRoutes.setStatus, await orderCall(w.t, w.admin, orderRoutes.setStatus, id, { status }));

  /** key -> [orders, units, sales] of the rows, for compact expectations. */
  const figures = (answer: SalesReport) =>
    Object.fromEntries(answer.rows.map((row) => [row.key, [row.orders, row.units, row.sales.amount]]));

  beforeAll(async () => {
    w = await createStorefrontWorld('reportes-a');
    other = await createStorefrontWorld('reportes-b', w.t);
  });
  afterAll(() => w.t.close());

  it("counts each order on the store's calendar: 23:30 and 00:30 local land on different days and hours", async () => {
    // Buenos Aires is UTC-3 all year: 02:30 UTC on the 15th is 23:30 on the 14th there.
    await placeAt(w, '2030-03-15T02:30:00Z'); // pizza 1000, cash, take-away
    await placeAt(w, '2030-03-15T03:30:00Z', {
      items: [{ article_id: w.ids.empanada, toppings: [] }],
      payment: { method: 'bank_transfer' },
    }); // 450, at 00:30 on the 15th
    // The same moments in another store never count here.
    await placeAt(other, '2030-03-15T02:30:00Z');

    const days = await report('day', '2030-03-13', '2030-03-16');
    expect(days).toMatchObject({ breakdown: 'day', from: '2030-03-13', to: '2030-03-16', time_zone: 'America/Argentina/Buenos_Aires' });
    expect(days.rows.map((row) => [row.key, row.label])).toEqual([
      ['2030-03-13', '13/03'],
      ['2030-03-14', '14/03'],
      ['2030-03-15', '15/03'],
      ['2030-03-16', '16/03'],
    ]);
    expect(figures(days)).toEqual({
      '2030-03-13': [0, 0, 0],
      '2030-03-14': [1, 1, 1000],
      '2030-03-15': [1, 1, 450],
      '2030-03-16': [0, 0, 0],
    });
    expect(days.totals).toEqual({ orders: 2, units: 1 + 1, sales: { currency: 'ARS', amount: 1450 } });

    // One day alone: both dates are included.
    expect((await report('day', '2030-03-15', '2030-03-15')).rows).toEqual([
      { key: '2030-03-15', label: '15/03', orders: 1, units: 1, sales: { currency: 'ARS', amount: 450 } },
    ]);

    const hours = await report('hour', '2030-03-14', '2030-03-15');
    expect(hours.rows.map((row) => row.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(hours.rows[23]).toMatchObject({ key: '23', label: '23 h', orders: 1, sales: { amount: 1000 } });
    expect(hours.rows[0]).toMatchObject({ key: '00', label: '00 h', orders: 1, sales: { amount: 450 } });
    expect(hours.rows.filter((row) => row.orders > 0)).toHaveLength(2);
  });

  it('follows daylight saving, and reads past orders on the new clock when the time zone changes', async () => {
    const madrid = await createStorefrontWorld('reportes-madrid', w.t);
    await madrid.t.database.db.updateTable('stores').set({ timezone: 'Europe/Madrid' }).where('id', '=', madrid.storeId).execute();
    const madridReport = async (breakdown: ReportBreakdown, from: string, to: string) =>
      resultOf(
        reportRoutes.sales,
        await w.t.app.inject({ method: 'GET', url: reportUrl(breakdown, `from=${from}&to=${to}`), headers: madrid.admin.headers }),
      );
    // Summer time starts on 2030-03-31: 22:30 UTC is 23:30 on the 30th (UTC+1), then 00:30 on
    // April 1st (UTC+2).
    await placeAt(madrid, '2030-03-30T22:30:00Z');
    await placeAt(madrid, '2030-03-31T22:30:00Z');
    // It ends on 2030-10-27: 02:30 happens twice, at 00:30 and at 01:30 UTC.
    await placeAt(madrid, '2030-10-27T00:30:00Z');
    await placeAt(madrid, '2030-10-27T01:30:00Z');

    const spring = await madridReport('day', '2030-03-30', '2030-04-01');
    expect(spring.time_zone).toBe('Europe/Madrid');
    expect(figures(spring)).toEqual({ '2030-03-30': [1, 1, 1000], '2030-03-31': [0, 0, 0], '2030-04-01': [1, 1, 1000] });
    const autumn = await madridReport('hour', '2030-10-27', '2030-10-27');
    expect(autumn.rows.find((row) => row.key === '02')).toMatchObject({ orders: 2, sales: { amount: 2000 } });
    expect(autumn.rows.filter((row) => row.orders > 0)).toHaveLength(1);

    await madrid.t.database.db.updateTable('stores').set({ timezone: 'UTC' }).where('id', '=', madrid.storeId).execute();
    const utc = await madridReport('day', '2030-03-30', '2030-04-01');
    expect(utc.time_zone).toBe('UTC');
    expect(figures(utc)).toEqual({ '2030-03-30': [1, 1, 1000], '2030-03-31': [1, 1, 1000], '2030-04-01': [0, 0, 0] });
    const utcHours = await madridReport('hour', '2030-10-27', '2030-10-27');
    expect(figures(utcHours)['00']).toEqual([1, 1, 1000]);
    expect(figures(utcHours)['01']).toEqual([1, 1, 1000]);
  });

  it('breaks a day down by article, section, payment and delivery method, with totals', async () => {
    const day = '2030-05-10';
    const at = (hour: string) => `${day}T${hour}:00:00-03:00`;
    await placeAt(w, at('12'), {
      items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }] }] }],
    }); // pizza 1000 + 2 x 200: 1400, cash, take-away
    await placeAt(w, at('20'), {
      items: [{ article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] }] }],
      delivery: {
        method: 'shipment',
        immediate: true,
        location: { city: 'CABA', address_one: 'Thames 1500', address_two: '', indications: '' },
      },
      payment: { method: 'mercado_pago' },
    }); // burger 2000 + shipment 500, Mercado Pago
    await placeAt(w, at('21'), {
      items: [
        { article_id: w.ids.empanada, toppings: [] },
        { article_id: w.ids.empanada, toppings: [] },
        { article_id: w.ids.pizza, toppings: [] },
      ],
      payment: { method: 'bank_transfer' },
    }); // 2 empanadas 900 + pizza 1000, transfer, take-away
    // An article in no section (not in the catalogue at all): its name comes from its line.
    await placeOrder(w.t.database.db, w.storeId, testOrder({ createdAt: new Date(at('22')), method: 'take_away' })); // 900, cash
    const cancelled = await placeAt(w, at('22'));
    await setStatus(cancelled, 'cancel_client');

    const articles = await report('article', day, day);
    expect(articles.rows.map((row) => [row.label, row.orders, row.units, row.sales.amount])).toEqual([
      ['Pizza', 2, 2, 2400],
      ['Hamburguesa', 1, 1, 2000],
      ['Empanada', 1, 2, 900],
      ['Pizza muzzarella', 1, 1, 900],
    ]);
    expect(articles.rows[0]?.key).toBe(w.ids.pizza);
    // Article and section sales are the lines': shipment and discounts are left out.
    expect(articles.totals).toEqual({ orders: 4, units: 6, sales: { currency: 'ARS', amount: 6200 } });

    const sections = await report('section', day, day);
    expect(sections.rows.map((row) => [row.key === 'none' ? 'none' : 'id', row.label, row.orders, row.units, row.sales.amount])).toEqual([
      ['id', 'Principales', 3, 3, 4400],
      ['id', 'Entradas', 1, 2, 900],
      ['none', 'Sin seccion', 1, 1, 900],
    ]);
    expect(sections.totals).toEqual(articles.totals);

    const payments = await report('payment_method', day, day);
    expect(payments.rows.map((row) => [row.key, row.label, row.orders, row.units, row.sales.amount])).toEqual([
      ['mercado_pago', 'Mercado Pago', 1, 1, 2500],
      ['cash', 'Efectivo', 2, 2, 2300],
      ['bank_transfer', 'Transferencia', 1, 3, 1900],
    ]);
    // Orders' totals: shipment included.
    expect(payments.totals).toEqual({ orders: 4, units: 6, sales: { currency: 'ARS', amount: 6700 } });

    const deliveries = await report('delivery_method', day, day);
    expect(deliveries.rows.map((row) => [row.key, row.label, row.orders, row.sales.amount])).toEqual([
      ['take_away', 'Retiro en tienda', 3, 4200],
      ['shipment', 'Envio a domicilio', 1, 2500],
    ]);
    expect(deliveries.totals).toEqual(payments.totals);

    const hours = await report('hour', day, day);
    expect(figures(hours)).toMatchObject({ '12': [1, 1, 1400], '20': [1, 1, 2500], '21': [1, 3, 1900], '22': [1, 1, 900] });
    expect(hours.totals).toEqual(payments.totals);
  });

  it('takes a cancelled order out of every breakdown and puts it back when it leaves cancelled', async () => {
    const day = '2030-06-20';
    const id = await placeAt(w, `${day}T21:00:00-03:00`, { items: [{ article_id: w.ids.empanada, toppings: [] }] });
    const all = async () => Promise.all(BREAKDOWNS.map((breakdown) => report(breakdown, day, day)));
    const placed = await all();
    expect(placed.map((answer) => answer.totals.orders)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(figures(placed[0] as SalesReport)).toEqual({ [day]: [1, 1, 450] });

    await setStatus(id, 'preparation_in_process');
    expect(await all()).toEqual(placed);

    await setStatus(id, 'cancel_store');
    const cancelled = await all();
    expect(cancelled.map((answer) => answer.totals)).toEqual(
      BREAKDOWNS.map(() => ({ orders: 0, units: 0, sales: { currency: 'ARS', amount: 0 } })),
    );
    expect(figures(cancelled[0] as SalesReport)).toEqual({ [day]: [0, 0, 0] });
    expect(cancelled.slice(2).map((answer) => answer.rows)).toEqual([[], [], [], []]);

    await setStatus(id, 'cancel_client');
    expect(await all()).toEqual(cancelled);
    await setStatus(id, 'process');
    expect(await all()).toEqual(placed);
  });

  it('keeps a line under the section it was sold in, and leaves out orders rolled back', async () => {
    const day = '2030-07-05';
    await placeAt(w, `${day}T13:00:00-03:00`); // pizza, in Principales
    const sectionIds = Object.fromEntries(
      (await w.t.database.db.selectFrom('sections').select(['id', 'slug']).where('store_id', '=', w.storeId).execute()).map(
        (row) => [row.slug, row.id],
      ),
    );
    await staffCall(
      w.t,
      w.admin,
      sectionRoutes.save,
      { name: 'Principales', slug: 'principales', order: 2, articles: [{ id: w.ids.burger }, { id: w.ids.disabled }] },
      { id: sectionIds.principales ?? '' },
    );
    await staffCall(
      w.t,
      w.admin,
      sectionRoutes.save,
      { name: 'Entradas', slug: 'entradas', order: 1, articles: [{ id: w.ids.empanada }, { id: w.ids.pizza }] },
      { id: sectionIds.entradas ?? '' },
    );
    await placeAt(w, `${day}T14:00:00-03:00`); // pizza, now in Entradas

    await expect(
      w.t.database.db.transaction().execute(async (trx) => {
        await placeNewOrder(trx, w.storeId, testOrder({ createdAt: new Date(`${day}T15:00:00-03:00`) }), customerActor('Lucia'));
        throw new Error('deshecho');
      }),
    ).rejects.toThrow('deshecho');

    const sections = await report('section', day, day);
    expect(sections.rows.map((row) => [row.label, row.orders, row.sales.amount])).toEqual([
      ['Entradas', 1, 1000],
      ['Principales', 1, 1000],
    ]);
    expect(sections.totals.orders).toBe(2);
  });

  it('answers the same as the rollups computed again from the orders', async () => {
    const from = '2030-01-01';
    const to = '2030-12-31';
    const before = await Promise.all(BREAKDOWNS.map((breakdown) => report(breakdown, from, to)));
    expect(before[0]?.totals.orders).toBeGreaterThan(5);
    await sql`select comanda_recompute_sales_rollups(${w.storeId}::uuid)`.execute(w.t.database.db);
    expect(await Promise.all(BREAKDOWNS.map((breakdown) => report(breakdown, from, to)))).toEqual(before);
    expect(before[0]?.rows).toHaveLength(365);
  });

  it('is for admin and root only', async () => {
    const root = await staffAccess(w.t, { storeId: w.storeId, role: 'root' });
    expect((await report('payment_method', '2030-05-10', '2030-05-10', root)).totals.orders).toBe(4);
    for (const role of ['operator', 'delivery', 'initial'] as const) {
      const who = await staffAccess(w.t, { storeId: w.storeId, role });
      expect(errorOf(await get(who, 'day', 'from=2030-05-10&to=2030-05-10'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const anonymous = await w.t.app.inject({ method: 'GET', url: reportUrl('day', 'from=2030-05-10&to=2030-05-10') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad range or breakdown with a 400 in the envelope', async () => {
    const refused = async (breakdown: string, query: string) => {
      const answer = errorOf(await get(w.admin, breakdown, query));
      expect(answer, `${breakdown}?${query}`).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(answer.description).not.toBe('');
    };
    await refused('day', 'from=2030-05-11&to=2030-05-10');
    await refused('day', 'from=2030-01-01&to=2031-01-02'); // 367 dates
    await refused('day', 'from=2030-02-30&to=2030-03-01');
    await refused('day', 'from=10/05/2030&to=2030-05-10');
    await refused('day', 'to=2030-05-10');
    await refused('week', 'from=2030-05-10&to=2030-05-10');
    // A year and a day (366 dates) is the longest range.
    expect((await report('day', '2030-01-01', '2031-01-01')).rows).toHaveLength(366);
  });
});
