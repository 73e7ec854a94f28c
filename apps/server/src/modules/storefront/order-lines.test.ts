import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { type CreateOrderBodyInput, storefrontRoutes } from '@comanda/contract/storefront';
import { storeEventCount } from '../../testing/order-kit';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, putStock, type StorefrontWorld } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

/*
 * Placement writes the order and each of its line sets (items, toppings, options) in one
 * statement: an order of several lines with toppings keeps every row, in the customer's order;
 * a refusal leaves no row, no stock, no coupon use and no number behind.
 */
describe('storefront: an order of several lines with toppings', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('lineas');
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const rowCount = async (table: 'orders' | 'order_items' | 'order_item_toppings' | 'order_item_options') =>
    (await db().selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const counts = async () => ({
    orders: Number(await rowCount('orders')),
    items: Number(await rowCount('order_items')),
    toppings: Number(await rowCount('order_item_toppings')),
    options: Number(await rowCount('order_item_options')),
    events: await storeEventCount(db(), w.storeId),
  });
  const threeLines = (): CreateOrderBodyInput['items'] => [
    {
      article_id: w.ids.pizza,
      message: 'bien cocida',
      toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }, { id: w.ids.ham, count: 1 }] }],
    },
    {
      article_id: w.ids.burger,
      toppings: [
        { id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] },
        { id: w.ids.extras, options: [{ id: w.ids.cheese, count: 1 }] },
      ],
    },
    { article_id: w.ids.empanada, toppings: [] },
  ];
  const detail = async (orderId: string): Promise<OrderDetail> =>
    resultOf(
      orderRoutes.get,
      await w.t.app.inject({ method: 'GET', url: fillPath(orderRoutes.get.path, { orderId }), headers: w.admin.headers }),
    );

  it('writes every line, topping and option, in order, with exact prices, and the staff detail shows them', async () => {
    const before = await counts();
    const res = await postOrder(w, orderBody(w, { items: threeLines() }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = resultOf(storefrontRoutes.createOrder, res);
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      items: before.items + 3,
      toppings: before.toppings + 3,
      options: before.options + 4,
      events: before.events + 1,
    });

    const order = await detail(placed.id);
    const lines = Object.values(order.items);
    expect(lines.map((line) => [line.article.name, line.message, line.imports.total])).toEqual([
      ['Pizza', 'bien cocida', ars(1700)],
      ['Hamburguesa', null, ars(2200)],
      ['Empanada', null, ars(450)],
    ]);
    const [pizza, burger] = lines;
    expect(Object.values(pizza?.toppings ?? {}).flatMap((topping) => Object.values(topping.options)).map((option) => [option.name, option.count, option.imports.total])).toEqual([
      ['Queso', 2, ars(200)],
      ['Jamon', 1, ars(300)],
    ]);
    expect(Object.values(burger?.toppings ?? {}).map((topping) => topping.name)).toEqual(['Punto', 'Extras']);
    expect(order.imports).toMatchObject({ items: ars(4350), discount: ars(50), total: ars(4350) });
    expect(order.history.map((entry) => entry.kind)).toEqual(['order:created']);
    // The customer's answer is the same order.
    expect(placed.items).toEqual(order.items);
  });

  it('a refusal after the coupon was counted writes nothing: no rows, stock or coupon use, and no number is lost', async () => {
    const couponId = await putCoupon(w, { code: 'LINEAS', discount_percent: 10 });
    const stockId = await putStock(w, 1, [{ id: w.ids.empanada, type: 'article' }]);
    const numbers = async () =>
      (await db().selectFrom('orders').select('number').where('store_id', '=', w.storeId).orderBy('number', 'desc').execute()).map(
        (row) => row.number,
      );
    const lastNumber = (await numbers())[0] ?? 0;
    const before = await counts();

    // Two empanadas against one unit: the stock refuses after the coupon use was counted.
    const items = [...threeLines(), { article_id: w.ids.empanada, toppings: [] }];
    const refused = await postOrder(w, orderBody(w, { items, coupon_code: 'LINEAS' }));
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'STOCK:INSUFFICIENT' });
    expect(await counts()).toEqual(before);
    const coupon = await db().selectFrom('coupons').select('use_count').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.use_count).toBe(0);
    const stock = await db().selectFrom('stock_items').select('count').where('id', '=', stockId).executeTakeFirstOrThrow();
    expect(stock.count).toBe(1);

    const res = await postOrder(w, orderBody(w, { items: threeLines(), coupon_code: 'LINEAS' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(resultOf(storefrontRoutes.createOrder, res).number).toBe(lastNumber + 1);
  });
});
