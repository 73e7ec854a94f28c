import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { type CreateOrderBodyInput, IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { storeEventCount } from '../../testing/order-kit';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, type StorefrontWorld } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

/*
 * Cash 'paga con' (issues 9 and 10): what the customer pays with reaches the store, so the rider
 * brings the change. It is kept with the order and answered wherever the order is; below the
 * order's total it is refused, by the quote and by placing, from the storefront and the counter.
 */
describe("orders: cash 'paga con'", () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('tienda-paga-con');
    // 10% off: pizza 1000 + cheese 200 = 1200, total 1080.
    await putCoupon(w, { code: 'PAGACON', discount_percent: 10 });
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const body = (payment: CreateOrderBodyInput['payment'], overrides: Partial<CreateOrderBodyInput> = {}) =>
    orderBody(w, {
      client: { name: 'Carla Paz', phone: '011 15 3333-4444' },
      coupon_code: 'PAGACON',
      items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 1 }] }] }],
      payment,
      ...overrides,
    });
  const written = async () => ({
    orders: Number(
      (await db().selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).where('store_id', '=', w.storeId).executeTakeFirstOrThrow()).n,
    ),
    events: await storeEventCount(db(), w.storeId),
  });
  const quote = (payload: unknown) =>
    w.t.app.inject({ method: 'POST', url: fillPath(storefrontRoutes.quote.path, { slug: w.slug }), payload: payload as object });
  const counter = (payload: unknown) =>
    w.t.app.inject({
      method: 'POST',
      url: orderRoutes.create.path,
      headers: { ...w.admin.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: payload as object,
    });

  it('is kept and answered by the placement, the back-office list and detail, and the follow-up', async () => {
    const res = await postOrder(w, body({ method: 'cash', pays_with: 2000.5 }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = resultOf(storefrontRoutes.createOrder, res);
    expect(placed.imports.total).toEqual(ars(1080));
    expect(placed.payment.methods.cash).toEqual({ pays_with: ars(2000.5) });

    const stored = await db().selectFrom('orders').select('cash_pays_with').where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(Number(stored.cash_pays_with)).toBe(2000.5);

    const detail = resultOf(
      orderRoutes.get,
      await w.t.app.inject({ method: 'GET', url: fillPath(orderRoutes.get.path, { orderId: placed.id }), headers: w.admin.headers }),
    );
    expect(detail.payment.methods.cash).toEqual({ pays_with: ars(2000.5) });
    const list = resultOf(
      orderRoutes.list,
      await w.t.app.inject({ method: 'GET', url: orderRoutes.list.path, query: { query: 'Carla' }, headers: w.admin.headers }),
    );
    expect(list.data.find((order) => order.id === placed.id)?.payment.methods.cash).toEqual({ pays_with: ars(2000.5) });
    const followed = resultOf(
      storefrontRoutes.order,
      await w.t.app.inject({
        method: 'GET',
        url: fillPath(storefrontRoutes.order.path, { slug: w.slug, orderId: placed.id }),
        query: { phone: '011 15 3333-4444' },
      }),
    );
    expect(followed.payment.methods.cash).toEqual({ pays_with: ars(2000.5) });
  });

  it('is null when not said, and the exact total (coupon included) is taken', async () => {
    const plain = resultOf(storefrontRoutes.createOrder, await postOrder(w, body({ method: 'cash' })));
    expect(plain.payment.methods.cash).toEqual({ pays_with: null });
    const exact = resultOf(storefrontRoutes.createOrder, await postOrder(w, body({ method: 'cash', pays_with: 1080 })));
    expect(exact.payment.methods.cash).toEqual({ pays_with: ars(1080) });
  });

  it('below the total: the quote answers PAYMENT:PAYS_WITH:LOW, placing refuses it with 409 and writes nothing', async () => {
    const low = body({ method: 'cash', pays_with: 1079.99 });
    const quoted = resultOf(storefrontRoutes.quote, await quote(low));
    expect(quoted.imports.total).toEqual(ars(1080));
    expect(quoted.refusal).toEqual({ code: 'PAYMENT:PAYS_WITH:LOW', description: 'El monto con el que paga es menor que el total' });
    expect(resultOf(storefrontRoutes.quote, await quote(body({ method: 'cash', pays_with: 1080 }))).refusal).toBeNull();

    const before = await written();
    const coupon = await db().selectFrom('coupons').select('use_count').where('code', '=', 'PAGACON').executeTakeFirstOrThrow();
    expect(errorOf(await postOrder(w, low))).toMatchObject({
      status: 409,
      code: 'PAYMENT:PAYS_WITH:LOW',
      description: 'El monto con el que paga es menor que el total',
    });
    expect(await written()).toEqual(before);
    expect(await db().selectFrom('coupons').select('use_count').where('code', '=', 'PAGACON').executeTakeFirstOrThrow()).toEqual(coupon);
  });

  it('at the counter: kept and answered; below the total refused the same way', async () => {
    const res = await counter(body({ method: 'cash', pays_with: 5000 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(resultOf(orderRoutes.create, res).payment.methods.cash).toEqual({ pays_with: ars(5000) });
    const before = await written();
    expect(errorOf(await counter(body({ method: 'cash', pays_with: 500 })))).toMatchObject({ status: 409, code: 'PAYMENT:PAYS_WITH:LOW' });
    expect(await written()).toEqual(before);
  });

  it.each([
    ['with a transfer', { method: 'bank_transfer', pays_with: 2000 }],
    ['with Mercado Pago', { method: 'mercado_pago', pays_with: 2000 }],
    ['zero', { method: 'cash', pays_with: 0 }],
    ['negative', { method: 'cash', pays_with: -100 }],
    ['with three decimals', { method: 'cash', pays_with: 2000.123 }],
    ['as text', { method: 'cash', pays_with: '2000' }],
  ])('is refused %s (400 naming payment.pays_with), by the quote, the storefront and the counter', async (_case, payment) => {
    const before = await written();
    for (const res of [await quote(body(payment as never)), await postOrder(w, body(payment as never)), await counter(body(payment as never))]) {
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('payment.pays_with');
    }
    expect(await written()).toEqual(before);
  });
});
