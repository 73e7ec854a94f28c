import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { fillPath } from '@comanda/contract/route';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { type CreateOrderBodyInput, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { storeEventCount } from '../../testing/order-kit';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  putCoupon,
  putStock,
  type StorefrontWorld,
  staffCall,
} from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

describe('storefront: quoting an order (POST orders/quote)', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('tienda-cotiza');
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const location = { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' };
  const postQuote = (body: unknown, slug = w.slug) =>
    w.t.app.inject({ method: 'POST', url: fillPath(storefrontRoutes.quote.path, { slug }), payload: body as object });
  const quoted = async (body: CreateOrderBodyInput) => {
    const res = await postQuote(body);
    expect(res.statusCode, res.body).toBe(200);
    return resultOf(storefrontRoutes.quote, res);
  };
  const placed = async (body: CreateOrderBodyInput) => {
    const res = await postOrder(w, body);
    expect(res.statusCode, res.body).toBe(201);
    return resultOf(storefrontRoutes.createOrder, res);
  };
  const count = async (table: 'orders' | 'order_items' | 'order_stock_takes') =>
    Number(
      (await db().selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n')).where('store_id', '=', w.storeId).executeTakeFirstOrThrow()).n,
    );
  const useCount = async (id: string) =>
    (await db().selectFrom('coupons').select('use_count').where('id', '=', id).executeTakeFirstOrThrow()).use_count;
  const stockCount = async (id: string) =>
    (await db().selectFrom('stock_items').select('count').where('id', '=', id).executeTakeFirstOrThrow()).count;

  /** Quotes the body, places it, and the quote must be what the order stored, to the cent. */
  async function quoteThenPlace(body: CreateOrderBodyInput) {
    const quote = await quoted(body);
    expect(quote.refusal).toBeNull();
    const order = await placed(body);
    expect(quote.imports).toEqual(order.imports);
    expect(quote.items).toEqual(Object.values(order.items).map(({ id: _id, ...line }) => line));
    expect(quote.coupon?.discount ?? ars(0)).toEqual(order.imports.coupon);
    return quote;
  }

  describe('equals the order placed with the same body', () => {
    it('toppings with options counted, a required topping, and the free options', async () => {
      const quote = await quoteThenPlace(
        orderBody(w, {
          items: [
            { article_id: w.ids.pizza, message: 'bien cocida', toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }, { id: w.ids.ham, count: 1 }] }] },
            { article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] }] },
          ],
        }),
      );
      expect(quote.imports).toEqual({ items: ars(3700), delivery: ars(0), discount: ars(0), coupon: ars(0), total: ars(3700) });
      expect(quote.items[0]).toMatchObject({ message: 'bien cocida', article: { id: w.ids.pizza }, imports: { total: ars(1700) } });
    });

    it('article discounts and the shipment cost', async () => {
      const quote = await quoteThenPlace(
        orderBody(w, {
          items: [1, 2, 3].map(() => ({ article_id: w.ids.empanada, toppings: [] })),
          delivery: { method: 'shipment', immediate: true, location },
        }),
      );
      expect(quote.imports).toEqual({ items: ars(1350), delivery: ars(500), discount: ars(150), coupon: ars(0), total: ars(1850) });
    });

    it('a coupon by percent and amount capped by max_amount, and one by percent capped by max_percent', async () => {
      await putCoupon(w, { code: 'COTIZA', discount_percent: 10, discount_amount: ars(50), max_amount: ars(200) });
      const capped = await quoteThenPlace(
        orderBody(w, {
          coupon_code: 'cotiza',
          items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.ham, count: 3 }] }] }, { article_id: w.ids.pizza, toppings: [] }],
          delivery: { method: 'shipment', immediate: true, location },
        }),
      );
      expect(capped.coupon).toEqual({ code: 'COTIZA', discount: ars(200), refusal: null });
      expect(capped.imports).toMatchObject({ items: ars(2900), delivery: ars(500), coupon: ars(200), total: ars(3200) });

      await putCoupon(w, { code: 'MEDIO', discount_percent: 50, max_percent: 12.5 });
      const odd = await quoteThenPlace(orderBody(w, { coupon_code: 'MEDIO', items: [{ article_id: w.ids.empanada, toppings: [] }] }));
      expect(odd.imports).toMatchObject({ items: ars(450), coupon: ars(56.25), total: ars(393.75) });
    });

    it('a bank transfer later slot: nothing in the price moves with the payment or the timing', async () => {
      const slots = resultOf(
        storefrontRoutes.slots,
        await w.t.app.inject({ method: 'GET', url: `${fillPath(storefrontRoutes.slots.path, { slug: w.slug })}?method=shipment` }),
      );
      const slot = slots.slots[0];
      if (!slot) throw new Error('the world offers a shipment slot every day');
      await quoteThenPlace(
        orderBody(w, {
          payment: { method: 'bank_transfer' },
          delivery: { method: 'shipment', immediate: false, datetime: { date: slot.date, schedule_id: slot.schedule_id }, location },
        }),
      );
    });
  });

  describe('writes nothing and refuses as placing the order would', () => {
    let couponId: string;
    let stockId: string;
    beforeAll(async () => {
      couponId = await putCoupon(w, { code: 'UNICO', discount_percent: 10, max_use: 1 });
      stockId = await putStock(w, 2, [{ id: w.ids.empanada, type: 'article' }]);
    });
    const snapshot = async () => ({
      orders: await count('orders'),
      items: await count('order_items'),
      takes: await count('order_stock_takes'),
      coupon: await useCount(couponId),
      stock: await stockCount(stockId),
      events: await storeEventCount(db(), w.storeId),
    });

    /** The quote names the refusal placing the same body answers, and neither writes anything. */
    async function refusedAlike(body: CreateOrderBodyInput, code: string) {
      const before = await snapshot();
      const quote = await quoted(body);
      expect(quote.refusal?.code).toBe(code);
      expect(quote.refusal?.description).toBe(errorOf(await postOrder(w, body)).description);
      expect(await snapshot()).toEqual(before);
      return quote;
    }

    it('a quote that would be placed writes nothing, and does not use the coupon nor the stock', async () => {
      const before = await snapshot();
      const body = orderBody(w, { coupon_code: 'UNICO', items: [{ article_id: w.ids.empanada, toppings: [] }] });
      const quote = await quoted(body);
      expect(quote).toMatchObject({ refusal: null, coupon: { code: 'UNICO', discount: ars(45), refusal: null } });
      expect(await quoted(body)).toEqual(quote);
      expect(await snapshot()).toEqual(before);
    });

    it('coupon used up (COUPON:EXHAUSTED) and unknown (COUPON:INVALID): the rest of the quote still priced', async () => {
      await placed(orderBody(w, { coupon_code: 'UNICO' }));
      const quote = await refusedAlike(orderBody(w, { coupon_code: 'UNICO' }), 'COUPON:EXHAUSTED');
      expect(quote.coupon).toMatchObject({ code: 'UNICO', discount: ars(0), refusal: { code: 'COUPON:EXHAUSTED', description: 'El cupon ya alcanzo su maximo de usos' } });
      expect(quote.imports).toMatchObject({ items: ars(1000), coupon: ars(0), total: ars(1000) });
      await refusedAlike(orderBody(w, { coupon_code: 'NOEXISTE' }), 'COUPON:INVALID');
    });

    it('sold out (STOCK:INSUFFICIENT), minimum amount (DELIVERY:MIN_AMOUNT), phone and payment', async () => {
      await refusedAlike(orderBody(w, { items: [1, 2, 3].map(() => ({ article_id: w.ids.empanada, toppings: [] })) }), 'STOCK:INSUFFICIENT');
      const small = await refusedAlike(
        orderBody(w, { items: [{ article_id: w.ids.empanada, toppings: [] }], delivery: { method: 'shipment', immediate: true, location } }),
        'DELIVERY:MIN_AMOUNT',
      );
      // The page still shows what the order costs, shipment included.
      expect(small.imports).toMatchObject({ items: ars(450), delivery: ars(500), total: ars(950) });
      await refusedAlike(orderBody(w, { client: { name: 'Lucia', phone: 'no tengo' } }), 'VO:PHONE:INVALID');
      await refusedAlike(orderBody(w, { payment: { method: 'bank_transfer' }, coupon_code: 'NOEXISTE', delivery: { method: 'shipment', immediate: true, location }, items: [{ article_id: w.ids.empanada, toppings: [] }] }), 'DELIVERY:MIN_AMOUNT');
    });

    it('the store closed (STORE:CLOSED outside the hours, TURN:CLOSED with the turn closed)', async () => {
      const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
      await staffCall(w.t, w.admin, storeScheduleRoutes.save, { schedules: [] });
      await refusedAlike(orderBody(w), 'STORE:CLOSED');
      await staffCall(w.t, w.admin, turnRoutes.close);
      await refusedAlike(orderBody(w), 'TURN:CLOSED');
      await staffCall(w.t, w.admin, turnRoutes.open);
      await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
        schedules: week.map((day) => ({ id: randomUUID(), day, start: '00:00', end: '00:00', active: true })),
      });
      expect((await quoted(orderBody(w))).refusal).toBeNull();
    });

    it('lines that cannot be priced answer the error placing them does, not a quote', async () => {
      const cases: Array<[CreateOrderBodyInput['items'], number, string]> = [
        [[], 400, 'ORDER:ITEMS:EMPTY'],
        [[{ article_id: w.ids.disabled, toppings: [] }], 409, 'ARTICLE:UNAVAILABLE'],
        [[{ article_id: w.ids.burger, toppings: [] }], 400, 'TOPPING:SELECTION:INVALID'],
      ];
      for (const [items, status, code] of cases) {
        const body = orderBody(w, { items });
        expect(errorOf(await postQuote(body))).toMatchObject({ status, code });
        expect(errorOf(await postOrder(w, body))).toMatchObject({ status, code });
      }
      expect(errorOf(await postQuote(orderBody(w), 'no-existe'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  });
});
