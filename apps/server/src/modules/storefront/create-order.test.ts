import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { ars } from '@comanda/contract/money';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storePaymentRoutes } from '@comanda/contract/store/payments';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { type CreateOrderBodyInput, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  putCoupon,
  putStock,
  type StorefrontWorld,
  staffCall,
} from '../../testing/storefront-kit';
import { orderEventRows, storeEventCount } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { dayOfDate, localMoment } from './store-clock';

/** A date `days` after today on the store's clock. */
function storeDatePlus(days: number): string {
  const today = localMoment(new Date(), 'America/Argentina/Buenos_Aires').date;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('storefront: placing orders', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld();
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const created = async (body: CreateOrderBodyInput, key?: string) => {
    const res = await postOrder(w, body, key);
    expect(res.statusCode, res.body).toBe(201);
    return resultOf(storefrontRoutes.createOrder, res);
  };
  const orderCount = async (storeId = w.storeId) =>
    (await db().selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).where('store_id', '=', storeId).executeTakeFirstOrThrow()).n;
  const stockCount = async (id: string) =>
    (await db().selectFrom('stock_items').select('count').where('id', '=', id).executeTakeFirstOrThrow()).count;
  const useCount = async (id: string) =>
    (await db().selectFrom('coupons').select('use_count').where('id', '=', id).executeTakeFirstOrThrow()).use_count;

  describe('happy paths', () => {
    it('takes an immediate take-away order paid cash: status process, everything pending, exact totals', async () => {
      const order = await created(orderBody(w, { items: [{ article_id: w.ids.pizza, message: ' sin aceitunas ', toppings: [] }] }));
      expect(order).toMatchObject({
        status: 'process',
        client: { name: 'Lucia', phone: '+5491155551234' },
        delivery: { cost: ars(0), status: 'pending', rider: null, methods: { shipment: null, take_away: { immediate: true, datetime: null } } },
        payment: { status: 'pending', methods: { cash: { pays_with: null }, bank_transfer: null, mercado_pago: null } },
        preparation: { status: 'pending' },
        coupon: null,
        imports: { items: ars(1000), delivery: ars(0), discount: ars(0), coupon: ars(0), total: ars(1000) },
      });
      const [item] = Object.values(order.items);
      expect(item).toMatchObject({ message: 'sin aceitunas', article: { id: w.ids.pizza, slug: 'pizza', image_url: '/v1/static/files/pizza.png' } });
    });

    it("writes the order's creation row by the customer and its promise (now + the 30-minute delay)", async () => {
      const before = Date.now();
      const order = await created(orderBody(w, { client: { name: 'Ramiro Paz', phone: '+54 9 11 5555-9876' } }));
      expect(order).toMatchObject({ accepted_at: null, seen_at: null, cancel_reason: null });
      expect(Date.parse(order.promised_at) - Date.parse(order.created_at)).toBe(30 * 60_000);
      expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(before - 1000);
      const rows = await orderEventRows(db(), order.id);
      expect(rows).toMatchObject([
        {
          store_id: w.storeId,
          kind: 'order:created',
          action: 'place',
          field: 'order',
          from_value: null,
          to_value: 'process',
          actor_kind: 'customer',
          actor_user_id: null,
          actor_name: 'Ramiro Paz',
        },
      ]);
    });

    it('promises a later slot for its end on the store clock', async () => {
      const date = storeDatePlus(7);
      const slot = w.ids.shipmentSlot[dayOfDate(date)] ?? '';
      const location = { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' };
      const order = await created(orderBody(w, { delivery: { method: 'shipment', immediate: false, datetime: { date, schedule_id: slot }, location } }));
      // 20:30 in Buenos Aires (UTC-3, no daylight saving).
      expect(order.promised_at).toBe(`${date}T23:30:00.000Z`);
    });

    it('adds the shipment cost and keeps the article discount as informative savings', async () => {
      const order = await created(
        orderBody(w, {
          items: [1, 2, 3].map(() => ({ article_id: w.ids.empanada, toppings: [] })),
          delivery: {
            method: 'shipment',
            immediate: true,
            location: { city: 'CABA', address_one: 'Florida 100', address_two: '2B', indications: 'timbre roto' },
          },
        }),
      );
      expect(order.imports).toEqual({ items: ars(1350), delivery: ars(500), discount: ars(150), coupon: ars(0), total: ars(1850) });
      expect(order.delivery.cost).toEqual(ars(500));
      expect(order.delivery.methods.shipment?.location.address_one).toBe('Florida 100');
      expect(Object.keys(order.items)).toHaveLength(3);
    });

    it('prices toppings: article total plus each option total times its count', async () => {
      const order = await created(
        orderBody(w, {
          items: [
            {
              article_id: w.ids.pizza,
              toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }, { id: w.ids.ham, count: 1 }] }],
            },
            { article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] }] },
          ],
        }),
      );
      expect(order.imports.items).toEqual(ars(3700));
      expect(order.imports.total).toEqual(ars(3700));
      const pizza = Object.values(order.items).find((item) => item.article.id === w.ids.pizza);
      expect(pizza?.imports.total).toEqual(ars(1700));
      expect(pizza?.toppings[w.ids.extras]?.options[w.ids.cheese]).toMatchObject({ name: 'Queso', count: 2, imports: { total: ars(200) } });
    });

    it('applies a coupon: amount + percent, capped by max_amount, and counts its use', async () => {
      const couponId = await putCoupon(w, { code: 'HOLA', discount_percent: 10, discount_amount: ars(50), max_amount: ars(200) });
      const order = await created(
        orderBody(w, {
          coupon_code: 'hola',
          items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.ham, count: 1 }] }] }, { article_id: w.ids.empanada, toppings: [] }],
        }),
      );
      // items 1300 + 450 = 1750; 50 + 175 = 225, capped at 200.
      expect(order.imports).toMatchObject({ items: ars(1750), coupon: ars(200), total: ars(1550) });
      expect(order.coupon).toEqual({ id: couponId, code: 'HOLA' });
      expect(await useCount(couponId)).toBe(1);
    });

    it('caps a coupon by max_percent and never above the items total', async () => {
      await putCoupon(w, { code: 'TOPE', discount_percent: 50, max_percent: 12.5 });
      const capped = await created(orderBody(w, { coupon_code: 'TOPE', items: [{ article_id: w.ids.empanada, toppings: [] }] }));
      expect(capped.imports).toMatchObject({ items: ars(450), coupon: ars(56.25), total: ars(393.75) });
      await putCoupon(w, { code: 'GRATIS', discount_amount: ars(5000) });
      const free = await created(orderBody(w, { coupon_code: 'GRATIS' }));
      expect(free.imports).toMatchObject({ items: ars(1000), coupon: ars(1000), total: ars(0) });
    });

    it('accepts a later slot of the method on its weekday, copying the slot times', async () => {
      const date = storeDatePlus(7);
      const slot = w.ids.shipmentSlot[dayOfDate(date)] ?? '';
      const order = await created(
        orderBody(w, {
          payment: { method: 'bank_transfer' },
          items: [{ article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.wellDone, count: 1 }] }] }],
          delivery: { method: 'shipment', immediate: false, datetime: { date, schedule_id: slot }, location: { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' } },
        }),
      );
      expect(order.delivery.methods.shipment?.datetime).toEqual({ date, schedule_id: slot, start: '20:00', end: '20:30' });
      expect(order.payment.methods.bank_transfer).toEqual({
        name: 'Comanda SRL',
        alias: 'comanda.tienda',
        cuit: '20-12345678-6',
        cvu: '0000003100000000000001',
        voucher_url: null,
      });
    });

    it('numbers orders per store without gaps', async () => {
      const b = await createStorefrontWorld('tienda-b', w.t);
      const first = resultOf(storefrontRoutes.createOrder, await postOrder(b, orderBody(b)));
      const second = resultOf(storefrontRoutes.createOrder, await postOrder(b, orderBody(b)));
      expect([first.number, second.number]).toEqual([1, 2]);
      const a1 = await created(orderBody(w));
      const a2 = await created(orderBody(w));
      expect(a2.number).toBe(a1.number + 1);
      expect(a2.number).toBe(await orderCount());
    });
  });

  describe('idempotency', () => {
    it('answers the same order for the same key and body, and 409 for the same key with another body', async () => {
      const key = randomUUID();
      const first = await created(orderBody(w), key);
      const before = await orderCount();
      const events = await storeEventCount(db(), w.storeId);
      const again = await created(orderBody(w), key);
      expect(again).toEqual(first);
      expect(await orderCount()).toBe(before);
      expect(await storeEventCount(db(), w.storeId)).toBe(events);
      const other = await postOrder(w, orderBody(w, { client: { name: 'Otro', phone: '1155551234' } }), key);
      expect(errorOf(other)).toMatchObject({ status: 409, code: 'IDEMPOTENCY:KEY:REUSED' });
      expect(await orderCount()).toBe(before);
    });

    it('answers one order to two simultaneous requests with the same key', async () => {
      const key = randomUUID();
      const before = await orderCount();
      const [a, b] = await Promise.all([postOrder(w, orderBody(w), key), postOrder(w, orderBody(w), key)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(resultOf(storefrontRoutes.createOrder, a).id).toBe(resultOf(storefrontRoutes.createOrder, b).id);
      expect(await orderCount()).toBe(before + 1);
    });

    it('refuses a missing or malformed Idempotency-Key (400)', async () => {
      expect(errorOf(await postOrder(w, orderBody(w), null))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(await postOrder(w, orderBody(w), 'no-es-uuid'))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });
  });

  describe('refusals write nothing', () => {
    let couponId: string;
    let stockId: string;
    beforeAll(async () => {
      couponId = await putCoupon(w, { code: 'REFUSALS', discount_percent: 10 });
      stockId = await putStock(w, 100, [{ id: w.ids.pizza, type: 'article' }, { id: w.ids.cheese, type: 'topping_option' }]);
    });
    const snapshot = async () => ({
      orders: await orderCount(),
      coupon: await useCount(couponId),
      stock: await stockCount(stockId),
      events: await storeEventCount(db(), w.storeId),
    });
    /** The body carries the coupon and a pizza with cheese, so a refusal would show in all three counts. */
    const refused = async (overrides: Partial<CreateOrderBodyInput>, status: number, code: string) => {
      const before = await snapshot();
      const body = orderBody(w, {
        coupon_code: 'REFUSALS',
        items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 1 }] }] }],
        ...overrides,
      });
      expect(errorOf(await postOrder(w, body))).toMatchObject({ status, code });
      expect(await snapshot()).toEqual(before);
    };
    const withPizza = (extra: CreateOrderBodyInput['items']) => [
      { article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 1 }] }] },
      ...extra,
    ];

    it('the controls pass: the same body is accepted and counted', async () => {
      const before = await snapshot();
      await created(orderBody(w, { coupon_code: 'REFUSALS', items: withPizza([]) }));
      expect(await snapshot()).toEqual({
        orders: before.orders + 1,
        coupon: before.coupon + 1,
        stock: before.stock - 2,
        events: before.events + 1,
      });
    });

    it('ORDER:ITEMS:EMPTY and VO:PHONE:INVALID (400)', async () => {
      await refused({ items: [] }, 400, 'ORDER:ITEMS:EMPTY');
      await refused({ client: { name: 'Lucia', phone: 'no tengo' } }, 400, 'VO:PHONE:INVALID');
    });

    it('ARTICLE:UNAVAILABLE (409): disabled, unknown or another store\'s article, or a disabled option', async () => {
      await refused({ items: withPizza([{ article_id: w.ids.disabled, toppings: [] }]) }, 409, 'ARTICLE:UNAVAILABLE');
      await refused({ items: withPizza([{ article_id: randomUUID(), toppings: [] }]) }, 409, 'ARTICLE:UNAVAILABLE');
      const other = await createStorefrontWorld('tienda-c', w.t);
      await refused({ items: withPizza([{ article_id: other.ids.pizza, toppings: [] }]) }, 409, 'ARTICLE:UNAVAILABLE');
      await refused(
        { items: withPizza([{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.anchovy, count: 1 }] }] }]) },
        409,
        'ARTICLE:UNAVAILABLE',
      );
    });

    it('TOPPING:SELECTION:INVALID (400): required missing, above max, topping not offered, option of another topping', async () => {
      await refused({ items: withPizza([{ article_id: w.ids.burger, toppings: [] }]) }, 400, 'TOPPING:SELECTION:INVALID');
      await refused(
        { items: withPizza([{ article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 2 }] }] }]) },
        400,
        'TOPPING:SELECTION:INVALID',
      );
      await refused(
        { items: withPizza([{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 4 }] }] }]) },
        400,
        'TOPPING:SELECTION:INVALID',
      );
      await refused(
        { items: withPizza([{ article_id: w.ids.pizza, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] }] }]) },
        400,
        'TOPPING:SELECTION:INVALID',
      );
      await refused(
        { items: withPizza([{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.rare, count: 1 }] }] }]) },
        400,
        'TOPPING:SELECTION:INVALID',
      );
    });

    it('COUPON:INVALID (unknown, inactive, outside its ranges) and COUPON:EXHAUSTED (409)', async () => {
      await refused({ coupon_code: 'NOEXISTE' }, 409, 'COUPON:INVALID');
      await putCoupon(w, { code: 'APAGADO', active: false, discount_percent: 10 });
      await refused({ coupon_code: 'APAGADO' }, 409, 'COUPON:INVALID');
      await putCoupon(w, {
        code: 'VIEJO',
        discount_percent: 10,
        schedule: [{ id: randomUUID(), from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z', active: true }],
      });
      await refused({ coupon_code: 'VIEJO' }, 409, 'COUPON:INVALID');
      const used = await putCoupon(w, { code: 'UNAVEZ', discount_percent: 10, max_use: 1 });
      await created(orderBody(w, { coupon_code: 'UNAVEZ' }));
      await refused({ coupon_code: 'UNAVEZ' }, 409, 'COUPON:EXHAUSTED');
      expect(await useCount(used)).toBe(1);
    });

    it('DELIVERY:MIN_AMOUNT, DELIVERY:SLOT:INVALID and DELIVERY:METHOD:UNAVAILABLE (409)', async () => {
      const location = { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' };
      await refused(
        { items: [{ article_id: w.ids.empanada, toppings: [] }], delivery: { method: 'shipment', immediate: true, location } },
        409,
        'DELIVERY:MIN_AMOUNT',
      );
      const date = storeDatePlus(7);
      const wrongDay = storeDatePlus(8);
      const slot = w.ids.shipmentSlot[dayOfDate(date)] ?? '';
      const past = storeDatePlus(-1);
      for (const datetime of [
        { date, schedule_id: randomUUID() },
        { date: wrongDay, schedule_id: slot },
        { date: past, schedule_id: w.ids.shipmentSlot[dayOfDate(past)] ?? '' },
        { date, schedule_id: w.ids.takeAwaySlot },
      ]) {
        await refused({ delivery: { method: 'shipment', immediate: false, datetime, location } }, 409, 'DELIVERY:SLOT:INVALID');
      }
      const shipment = {
        enabled: false,
        immediate_enabled: true,
        schedule_enabled: true,
        schedule: [],
        cost: ars(500),
        min_amount_items: ars(1000),
      };
      await staffCall(w.t, w.admin, storeDeliveryRoutes.saveShipment, shipment);
      await refused({ delivery: { method: 'shipment', immediate: true, location } }, 409, 'DELIVERY:METHOD:UNAVAILABLE');
      await staffCall(w.t, w.admin, storeDeliveryRoutes.saveShipment, {
        ...shipment,
        enabled: true,
        immediate_enabled: false,
        schedule: [{ id: slot, day: dayOfDate(date), start: '20:00', end: '20:30' }],
      });
      await refused({ delivery: { method: 'shipment', immediate: true, location } }, 409, 'DELIVERY:METHOD:UNAVAILABLE');
      await created(
        orderBody(w, { delivery: { method: 'shipment', immediate: false, datetime: { date, schedule_id: slot }, location } }),
      );
    });

    it('STORE:CLOSED for immediate orders outside the hours, where a later slot is still taken; TURN:CLOSED for both with the turn closed', async () => {
      let monday = storeDatePlus(2);
      while (dayOfDate(monday) !== 'mon') monday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const laterBody = orderBody(w, {
        delivery: { method: 'take_away', immediate: false, datetime: { date: monday, schedule_id: w.ids.takeAwaySlot } },
      });
      await staffCall(w.t, w.admin, storeScheduleRoutes.save, { schedules: [] });
      await refused({}, 409, 'STORE:CLOSED');
      const later = await created(laterBody);
      expect(later.delivery.methods.take_away).toMatchObject({ immediate: false, datetime: { start: '12:00', end: '12:30' } });
      await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
        schedules: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ id: randomUUID(), day, start: '00:00', end: '00:00' })),
      });
      await staffCall(w.t, w.admin, turnRoutes.close);
      try {
        await refused({}, 409, 'TURN:CLOSED');
        await refused({ delivery: laterBody.delivery }, 409, 'TURN:CLOSED');
      } finally {
        await staffCall(w.t, w.admin, turnRoutes.open);
      }
    });

    it('PAYMENT:METHOD:UNAVAILABLE (409)', async () => {
      await staffCall(w.t, w.admin, storePaymentRoutes.saveCash, { enabled: false });
      await refused({}, 409, 'PAYMENT:METHOD:UNAVAILABLE');
      await staffCall(w.t, w.admin, storePaymentRoutes.saveCash, { enabled: true });
      await staffCall(w.t, w.admin, storePaymentRoutes.saveMercadoPago, { enabled: false, token: '' });
      await refused({ payment: { method: 'mercado_pago' } }, 409, 'PAYMENT:METHOD:UNAVAILABLE');
    });

    it('STOCK:INSUFFICIENT (409): an order that would take stock below zero', async () => {
      const low = await putStock(w, 3, [{ id: w.ids.empanada, type: 'article', multiply: 2 }]);
      await refused({ items: withPizza([1, 2].map(() => ({ article_id: w.ids.empanada, toppings: [] }))) }, 409, 'STOCK:INSUFFICIENT');
      expect(await stockCount(low)).toBe(3);
      await created(orderBody(w, { items: [{ article_id: w.ids.empanada, toppings: [] }] }));
      expect(await stockCount(low)).toBe(1);
      await refused({ items: withPizza([{ article_id: w.ids.empanada, toppings: [] }]) }, 409, 'STOCK:INSUFFICIENT');
      expect(await stockCount(low)).toBe(1);
    });
  });

  describe('concurrency', () => {
    it('a coupon with max_use 1 serves one of two simultaneous orders', async () => {
      const couponId = await putCoupon(w, { code: 'CARRERA', discount_percent: 10, max_use: 1 });
      const before = await orderCount();
      const answers = await Promise.all([1, 2].map(() => postOrder(w, orderBody(w, { coupon_code: 'CARRERA' }))));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser && errorOf(loser).code).toBe('COUPON:EXHAUSTED');
      expect(await useCount(couponId)).toBe(1);
      expect(await orderCount()).toBe(before + 1);
    });

    it('stock never goes below zero, and the last unit disables the article', async () => {
      const articleId = randomUUID();
      await staffCall(
        w.t,
        w.admin,
        articleRoutes.save,
        { name: 'Ultima', slug: 'ultima', price: { import: ars(1200), discount: 0, total: ars(1200) } },
        { id: articleId },
      );
      const stockId = await putStock(w, 1, [{ id: articleId, type: 'article', disable_min_count: 0 }]);
      const body = orderBody(w, { items: [{ article_id: articleId, toppings: [] }] });
      const answers = await Promise.all([1, 2].map(() => postOrder(w, body)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(await stockCount(stockId)).toBe(0);
      const article = await db().selectFrom('articles').select(['disabled', 'disabled_by_stock']).where('id', '=', articleId).executeTakeFirstOrThrow();
      expect(article).toEqual({ disabled: true, disabled_by_stock: true });
      expect(errorOf(await postOrder(w, body))).toMatchObject({ status: 409, code: 'ARTICLE:UNAVAILABLE' });
    });
  });
});
