import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { type TurnReport, turnRoutes } from '@comanda/contract/turn';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderCall, placeOrder, testOrder } from '../../testing/order-kit';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  putCoupon,
  putStock,
  staffCall,
  type StorefrontWorld,
} from '../../testing/storefront-kit';
import { resultOf } from '../../testing/test-app';

const MINUTE = 60_000;
/** Where the test puts the stage times: far from now, so they never touch the turns' bounds. */
const BASE = Date.UTC(2030, 0, 1, 20, 0);
const at = (minutes: number) => new Date(BASE + minutes * MINUTE);

describe('turn summary: the figures of the orders taken while the turn was open', () => {
  let w: StorefrontWorld;
  let riderOne: StaffFixture;
  let riderTwo: StaffFixture;
  let pizzaStock: string;
  let cheeseStock: string;
  let turnId: string;
  let report: TurnReport;
  const db = () => w.t.database.db;

  const shipment = {
    method: 'shipment' as const,
    immediate: true,
    location: { city: 'CABA', address_one: 'Thames 1500', address_two: '', indications: '' },
  };
  /** Places an order through the storefront API and answers its id. */
  async function place(overrides: Parameters<typeof orderBody>[1] = {}): Promise<string> {
    return resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w, overrides))).id;
  }
  /** An order action through the back-office API, failing loudly unless it succeeds. */
  async function act(route: RouteDefinition, orderId: string, body?: unknown): Promise<void> {
    resultOf(route, await orderCall(w.t, w.admin, route, orderId, body));
  }
  const getReport = async (who: StaffFixture, id: string) =>
    resultOf(
      turnRoutes.report,
      await w.t.app.inject({ method: 'GET', url: fillPath(turnRoutes.report.path, { turnId: id }), headers: who.headers }),
    );
  const currentTurnId = async () =>
    resultOf(turnRoutes.get, await w.t.app.inject({ method: 'GET', url: turnRoutes.get.path, headers: w.admin.headers }))
      ?.id ?? '';

  /** Test clock: the order's acceptance and preparation moments, as if minutes apart. */
  async function setPreparation(orderId: string, acceptedAt: Date, preparedAt: Date): Promise<void> {
    await db().updateTable('orders').set({ accepted_at: acceptedAt, prepared_at: preparedAt }).where('id', '=', orderId).execute();
  }
  /** Test clock: each dispatch row of the order's history (oldest first) and its delivery moment. */
  async function setDelivery(orderId: string, dispatchedAt: Date[], deliveredAt: Date): Promise<void> {
    const rows = await db()
      .selectFrom('order_events')
      .select('seq')
      .where('order_id', '=', orderId)
      .where('field', '=', 'delivery')
      .where('to_value', '=', 'outside')
      .orderBy('seq')
      .execute();
    expect(rows).toHaveLength(dispatchedAt.length);
    for (const [index, row] of rows.entries()) {
      await db()
        .updateTable('order_events')
        .set({ created_at: dispatchedAt[index] })
        .where('store_id', '=', w.storeId)
        .where('seq', '=', row.seq)
        .execute();
    }
    await db().updateTable('orders').set({ delivered_at: deliveredAt }).where('id', '=', orderId).execute();
  }

  beforeAll(async () => {
    w = await createStorefrontWorld('resumen-a');
    riderOne = await staffAccess(w.t, { storeId: w.storeId, role: 'delivery' });
    riderTwo = await staffAccess(w.t, { storeId: w.storeId, role: 'delivery' });
    await db().updateTable('users').set({ first_name: 'Bruno', last_name: 'Diaz' }).where('id', '=', riderOne.user.id).execute();
    await db().updateTable('users').set({ first_name: 'Ana', last_name: 'Rios' }).where('id', '=', riderTwo.user.id).execute();
    pizzaStock = await putStock(w, 100, [{ id: w.ids.pizza, type: 'article' }]);
    cheeseStock = await putStock(w, 50, [{ id: w.ids.cheese, type: 'topping_option' }]);
    await putStock(w, 10, [{ id: w.ids.empanada, type: 'article' }]);
    await putCoupon(w, { code: 'DIEZ', discount_percent: 10 });
    await putCoupon(w, { code: 'FIJO', discount_amount: ars(200) });

    // An order of the turn before: never in this turn's figures.
    await place({ payment: { method: 'cash' } });
    await staffCall(w.t, w.admin, turnRoutes.close);
    await staffCall(w.t, w.admin, turnRoutes.open);
    turnId = await currentTurnId();

    // 1: take-away, cash, 1000: accepted, ready, delivered at the counter and paid (completed).
    const counter = await place();
    await act(orderRoutes.accept, counter, { minutes: 20 });
    await act(orderRoutes.ready, counter);
    await act(orderRoutes.delivered, counter);
    await act(orderRoutes.paid, counter);
    // 2: shipment, cash, pizza with 2 cheese (1400) + 500: rider one, delivered and paid.
    const cheese = await place({
      delivery: shipment,
      items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }] }] }],
    });
    await act(orderRoutes.accept, cheese, { minutes: 20 });
    await act(orderRoutes.ready, cheese);
    await act(orderRoutes.dispatch, cheese, { user_id: riderOne.user.id });
    await act(orderRoutes.delivered, cheese);
    await act(orderRoutes.paid, cheese);
    // 3: shipment, cash, 1500: rider one, dispatched twice (sent back once), delivered, not paid yet.
    const twice = await place({ delivery: shipment });
    await act(orderRoutes.accept, twice, { minutes: 20 });
    await act(orderRoutes.ready, twice);
    await act(orderRoutes.dispatch, twice, { user_id: riderOne.user.id });
    await act(orderRoutes.setDelivery, twice, { status: 'in_process' });
    await act(orderRoutes.dispatch, twice, { user_id: riderOne.user.id });
    await act(orderRoutes.delivered, twice);
    // 4: shipment, Mercado Pago, coupon FIJO (-200): 1300, rider two, on the way (active, not cash).
    const online = await place({ delivery: shipment, payment: { method: 'mercado_pago' }, coupon_code: 'FIJO' });
    await act(orderRoutes.accept, online, { minutes: 20 });
    await act(orderRoutes.dispatch, online, { user_id: riderTwo.user.id });
    // 5: take-away, transfer, coupon DIEZ (-100): 900, still new (active).
    await place({ payment: { method: 'bank_transfer' }, coupon_code: 'diez' });
    // 6: shipment, cash, coupon DIEZ: prepared, rider two, then rejected (cancelled: no sale, no
    // cash, no coupon use, its stock given back; its preparation still happened).
    const rejected = await place({ delivery: shipment, coupon_code: 'DIEZ' });
    await act(orderRoutes.accept, rejected, { minutes: 20 });
    await act(orderRoutes.ready, rejected);
    await act(orderRoutes.dispatch, rejected, { user_id: riderTwo.user.id });
    await act(orderRoutes.reject, rejected, { reason: 'Direccion inexistente' });
    // 7: shipment, cash, 1500: rider two, on the way.
    const onTheWay = await place({ delivery: shipment });
    await act(orderRoutes.dispatch, onTheWay, { user_id: riderTwo.user.id });

    // Preparation: 10, 20, 30 and 40 minutes (the rejected order's too).
    await setPreparation(counter, at(0), at(10));
    await setPreparation(cheese, at(0), at(20));
    await setPreparation(twice, at(0), at(30));
    await setPreparation(rejected, at(0), at(40));
    // Delivery: 15 minutes, and 25 from the last of two dispatches (the first was 60 before).
    await setDelivery(cheese, [at(30)], at(45));
    await setDelivery(twice, [at(0), at(35)], at(60));

    // Another store's orders at the same time never count.
    const otherStore = await createStore(db(), { slug: 'resumen-b' });
    await placeOrder(db(), otherStore.id, testOrder({ payment: 'cash' }));
    await placeOrder(db(), otherStore.id, testOrder({ method: 'take_away', payment: 'bank_transfer' }));

    report = await getReport(w.admin, turnId);
  });
  afterAll(() => w.t.close());

  it('counts the orders, the cancelled and the active ones, and sums sales without the cancelled', () => {
    expect(report).toMatchObject({ id: turnId, store_id: w.storeId, status: 'opened', closed_at: null });
    expect(report.summary).toMatchObject({
      orders: 7,
      cancelled: 1,
      // 4 on the way, 5 new, 7 on the way; 1 and 2 completed, 3 delivered (done).
      active: 3,
      sales: ars(1000 + 1900 + 1500 + 1300 + 900 + 1500),
    });
  });

  it('breaks sales down by payment method and by delivery method, cancelled orders apart', () => {
    expect(report.summary.by_payment_method).toEqual([
      { method: 'cash', orders: 4, sales: ars(1000 + 1900 + 1500 + 1500) },
      { method: 'bank_transfer', orders: 1, sales: ars(900) },
      { method: 'mercado_pago', orders: 1, sales: ars(1300) },
    ]);
    expect(report.summary.by_delivery_method).toEqual([
      { method: 'shipment', orders: 4, sales: ars(1900 + 1500 + 1300 + 1500) },
      { method: 'take_away', orders: 2, sales: ars(1000 + 900) },
    ]);
  });

  it("answers the cash each rider must hand over: the rider's cash orders, not cancelled", () => {
    expect(report.summary.rider_cash).toEqual([
      {
        rider: { id: riderTwo.user.id, first_name: 'Ana', last_name: 'Rios', email: riderTwo.user.email, phone: null },
        orders: 1,
        cash: ars(1500),
      },
      {
        rider: { id: riderOne.user.id, first_name: 'Bruno', last_name: 'Diaz', email: riderOne.user.email, phone: null },
        orders: 2,
        cash: ars(1900 + 1500),
      },
    ]);
  });

  it('lists the coupons used with their discount, and the stock the orders still hold', () => {
    expect(report.summary.coupons).toEqual([
      { code: 'DIEZ', uses: 1, discount: ars(100) },
      { code: 'FIJO', uses: 1, discount: ars(200) },
    ]);
    // Seven pizzas, the rejected one given back; two cheese; no empanada sold.
    expect(report.summary.stock).toEqual(
      expect.arrayContaining([
        { stock_id: pizzaStock, description: expect.any(String), consumed: 6 },
        { stock_id: cheeseStock, description: expect.any(String), consumed: 2 },
      ]),
    );
    expect(report.summary.stock).toHaveLength(2);
  });

  it('averages preparation (acceptance to prepared) and delivery (last dispatch to delivered), with their p90', () => {
    // percentile_cont(0.9) of 10, 20, 30, 40: 30 + 0.7 x 10.
    expect(report.summary.preparation_minutes).toEqual({ orders: 4, average: 25, p90: 37 });
    // 15 and 25: 15 + 0.9 x 10. The take-away order, delivered at the counter, had no trip.
    expect(report.summary.delivery_minutes).toEqual({ orders: 2, average: 20, p90: 24 });
  });

  it('keeps the figures once the turn is closed, and the next turn starts from zero', async () => {
    await staffCall(w.t, w.admin, turnRoutes.close);
    const closed = await getReport(w.admin, turnId);
    expect(closed.status).toBe('closed');
    expect(closed.summary).toEqual(report.summary);
    const name = `${w.admin.user.first_name} ${w.admin.user.last_name}`;
    expect(closed).toMatchObject({ opened_by: name, closed_by: name });

    await staffCall(w.t, w.admin, turnRoutes.open);
    const next = await getReport(w.admin, await currentTurnId());
    expect(next.summary).toEqual({
      orders: 0,
      cancelled: 0,
      active: 0,
      sales: ars(0),
      by_payment_method: [],
      by_delivery_method: [],
      rider_cash: [],
      coupons: [],
      stock: [],
      preparation_minutes: { orders: 0, average: null, p90: null },
      delivery_minutes: { orders: 0, average: null, p90: null },
    });
    await place({ payment: { method: 'bank_transfer' } });
    expect((await getReport(w.admin, next.id)).summary).toMatchObject({ orders: 1, active: 1, sales: ars(1000) });
    // The closed turn did not take the new order.
    expect((await getReport(w.admin, turnId)).summary).toEqual(report.summary);
  });
});
