import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { isOrderRinging, orderRoutes } from '@comanda/contract/orders';
import { type CreateOrderBodyInput, IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { staffAccess, type StaffFixture } from '../../testing/fixtures';
import { orderEventRows, storeEventCount } from '../../testing/order-kit';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, putStock, type StorefrontWorld } from '../../testing/storefront-kit';
import { createTestApp, errorOf, resultOf } from '../../testing/test-app';

describe('counter orders (POST backoffice/orders) and the client lookup', () => {
  let w: StorefrontWorld;
  let operator: StaffFixture;
  beforeAll(async () => {
    // The storefront takes 2 orders per address here: staff orders are not counted against it.
    const t = await createTestApp({ env: { STOREFRONT_ORDERS_PER_ADDRESS: '2' } });
    w = await createStorefrontWorld('tienda-mostrador', t);
    operator = await staffAccess(w.t, { storeId: w.storeId, role: 'operator' });
    await w.t.database.db.updateTable('users').set({ first_name: 'Oscar', last_name: 'Mostrador' }).where('id', '=', operator.user.id).execute();
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const location = { city: 'CABA', address_one: 'Av. Callao 100', address_two: '3A', indications: 'timbre 3' };
  const postCounter = (who: { headers: Record<string, string> }, body: unknown, key: string | null = randomUUID()) =>
    w.t.app.inject({
      method: 'POST',
      url: orderRoutes.create.path,
      headers: { ...who.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      payload: body as object,
      remoteAddress: '10.9.9.9',
    });
  const counterOrder = async (body: CreateOrderBodyInput, key?: string, who: { headers: Record<string, string> } = operator) => {
    const res = await postCounter(who, body, key);
    expect(res.statusCode, res.body).toBe(201);
    return resultOf(orderRoutes.create, res);
  };
  const lookup = (phone: string, who: { headers: Record<string, string> } = operator) =>
    w.t.app.inject({ method: 'GET', url: `${orderRoutes.client.path}?phone=${encodeURIComponent(phone)}`, headers: who.headers });

  it('is placed by the storefront rules, records who entered it, and rings with its creation event by that user', async () => {
    await putCoupon(w, { code: 'MOSTRADOR', discount_percent: 10 });
    const stockId = await putStock(w, 10, [{ id: w.ids.cheese, type: 'topping_option' }]);
    const eventsBefore = await storeEventCount(db(), w.storeId);
    const body = orderBody(w, {
      client: { name: 'Marta Gomez', phone: '011 15 4444-5555' },
      coupon_code: 'mostrador',
      items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }] }] }],
      delivery: { method: 'shipment', immediate: true, location },
    });
    const quote = resultOf(
      storefrontRoutes.quote,
      await w.t.app.inject({ method: 'POST', url: `/v1/stores/${w.slug}/orders/quote`, payload: body }),
    );
    const order = await counterOrder(body);
    expect(order).toMatchObject({
      status: 'process',
      client: { name: 'Marta Gomez', phone: '+5491144445555' },
      coupon: { code: 'MOSTRADOR' },
      imports: { items: ars(1400), delivery: ars(500), coupon: ars(140), total: ars(1760) },
      entered_by: { user_id: operator.user.id, name: 'Oscar Mostrador' },
      seen_at: null,
    });
    expect(order.imports).toEqual(quote.imports);
    expect(isOrderRinging(order)).toBe(true);
    expect(order.history).toMatchObject([
      { kind: 'order:created', action: 'place', actor: { kind: 'user', user_id: operator.user.id, name: 'Oscar Mostrador' } },
    ]);
    expect(await storeEventCount(db(), w.storeId)).toBe(eventsBefore + 1);
    expect(await orderEventRows(db(), order.id)).toMatchObject([{ actor_kind: 'user', actor_user_id: operator.user.id }]);
    const stock = await db().selectFrom('stock_items').select('count').where('id', '=', stockId).executeTakeFirstOrThrow();
    expect(stock.count).toBe(8);
  });

  it('shows in the list and the detail as entered by staff; customers\' orders show null, and customers never see it', async () => {
    const mine = await counterOrder(orderBody(w, { client: { name: 'Pedro', phone: '+54 9 11 4000-0001' } }));
    const customers = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));
    expect(customers).not.toHaveProperty('entered_by');
    const list = resultOf(orderRoutes.list, await w.t.app.inject({ method: 'GET', url: orderRoutes.list.path, headers: w.admin.headers }));
    const byId = new Map(list.data.map((order) => [order.id, order]));
    expect(byId.get(mine.id)?.entered_by).toEqual({ user_id: operator.user.id, name: 'Oscar Mostrador' });
    expect(byId.get(customers.id)?.entered_by).toBeNull();
    const detail = async (id: string) =>
      resultOf(orderRoutes.get, await w.t.app.inject({ method: 'GET', url: `/v1/backoffice/orders/${id}`, headers: w.admin.headers }));
    expect((await detail(mine.id)).entered_by).toEqual({ user_id: operator.user.id, name: 'Oscar Mostrador' });
    expect((await detail(customers.id)).entered_by).toBeNull();
    // The customer following a counter order by its phone sees no staff name either.
    const followed = await w.t.app.inject({
      method: 'GET',
      url: `/v1/stores/${w.slug}/orders/${mine.id}?phone=${encodeURIComponent('+54 9 11 4000-0001')}`,
    });
    expect(resultOf(storefrontRoutes.order, followed)).not.toHaveProperty('entered_by');
  });

  it('one order per Idempotency-Key: the same body answers it again, another body is 409, no key is 400', async () => {
    const key = randomUUID();
    const body = orderBody(w, { client: { name: 'Doble', phone: '+54 9 11 4000-0002' } });
    const before = await storeEventCount(db(), w.storeId);
    const [first, second] = await Promise.all([counterOrder(body, key), counterOrder(body, key)]);
    expect(second.id).toBe(first.id);
    expect((await counterOrder(body, key)).id).toBe(first.id);
    expect(await storeEventCount(db(), w.storeId)).toBe(before + 1);
    expect(errorOf(await postCounter(operator, { ...body, client: { name: 'Otro', phone: '+54 9 11 4000-0002' } }, key))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY:KEY:REUSED',
    });
    expect(errorOf(await postCounter(operator, body, null))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    // The customer's route does not replay a staff order for the same key and body.
    expect(errorOf(await postOrder(w, body, key))).toMatchObject({ status: 409, code: 'IDEMPOTENCY:KEY:REUSED' });
  });

  it('refuses as the storefront does, and the storefront\'s per-address limit does not count staff', async () => {
    expect(errorOf(await postCounter(operator, orderBody(w, { coupon_code: 'NOEXISTE' })))).toMatchObject({ status: 409, code: 'COUPON:INVALID' });
    expect(
      errorOf(await postCounter(operator, orderBody(w, { items: [{ article_id: w.ids.empanada, toppings: [] }], delivery: { method: 'shipment', immediate: true, location } }))),
    ).toMatchObject({ status: 409, code: 'DELIVERY:MIN_AMOUNT' });
    for (let i = 0; i < 4; i += 1) await counterOrder(orderBody(w));
  });

  it("quotes are limited per address too, at ten times the storefront's orders", async () => {
    const quote = () =>
      w.t.app.inject({ method: 'POST', url: `/v1/stores/${w.slug}/orders/quote`, payload: orderBody(w), remoteAddress: '10.8.8.8' });
    // One quote was asked from the default address already; this address has all 20 of its own.
    for (let i = 0; i < 20; i += 1) expect((await quote()).statusCode).toBe(200);
    const refused = await quote();
    expect(errorOf(refused)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('root, admin and operator place them; delivery and initial get 403', async () => {
    const root = await staffAccess(w.t, { storeId: w.storeId, role: 'root' });
    await counterOrder(orderBody(w), undefined, root);
    await counterOrder(orderBody(w), undefined, w.admin);
    for (const role of ['delivery', 'initial'] as const) {
      const who = await staffAccess(w.t, { storeId: w.storeId, role });
      expect(errorOf(await postCounter(who, orderBody(w))), role).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await lookup('+54 9 11 4444-5555', who)), role).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('finds an earlier client by phone, however typed: latest name, last shipment address, count, last order', async () => {
    const phone = '+54 9 11 4700-0003';
    await counterOrder(orderBody(w, { client: { name: 'Juana', phone }, delivery: { method: 'shipment', immediate: true, location }, items: [{ article_id: w.ids.pizza, toppings: [] }] }));
    const last = await counterOrder(orderBody(w, { client: { name: 'Juana Perez', phone: '011 15 4700-0003' } }));
    const found = resultOf(orderRoutes.client, await lookup('(011) 15-4700-0003'));
    expect(found).toEqual({
      name: 'Juana Perez',
      phone: '+5491147000003',
      location,
      orders_count: 2,
      last_order_at: last.created_at,
    });
    const pickupOnly = '+54 9 11 4700-0004';
    await counterOrder(orderBody(w, { client: { name: 'Solo Retira', phone: pickupOnly } }));
    expect(resultOf(orderRoutes.client, await lookup(pickupOnly))).toMatchObject({ location: null, orders_count: 1 });
    expect(errorOf(await lookup('+54 9 11 4700-0099'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await lookup('no es un telefono'))).toMatchObject({ status: 400, code: 'VO:PHONE:INVALID' });
    // Another store's clients are not this store's.
    const other = await createStorefrontWorld('tienda-mostrador-b', w.t);
    expect(errorOf(await lookup('(011) 15-4700-0003', other.admin))).toMatchObject({ status: 404 });
  });
});
