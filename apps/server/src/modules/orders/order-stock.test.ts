import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { ars } from '@comanda/contract/money';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderCall, orderEventRows, placeOrder, storeEventCount, testOrder } from '../../testing/order-kit';
import { createStorefrontWorld, orderBody, postOrder, putStock, type StorefrontWorld, staffCall } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

type OrderRoute = (typeof orderRoutes)[keyof typeof orderRoutes];

describe('orders: cancelling returns the stock the order took, reopening takes it again (DECISIONS.md "Order flow")', () => {
  let w: StorefrontWorld;
  let operator: StaffFixture;
  const db = () => w.t.database.db;

  const stockCount = async (id: string) =>
    (await db().selectFrom('stock_items').select('count').where('id', '=', id).executeTakeFirstOrThrow()).count;
  const articleState = (id: string) =>
    db().selectFrom('articles').select(['disabled', 'disabled_by_stock']).where('id', '=', id).executeTakeFirstOrThrow();
  /** The order's recorded takes: "stock item:quantity:held", by stock item id. */
  const takes = async (orderId: string) =>
    (
      await db()
        .selectFrom('order_stock_takes')
        .select(['stock_item_id', 'quantity', 'held'])
        .where('order_id', '=', orderId)
        .orderBy('stock_item_id')
        .execute()
    ).map((row) => `${row.stock_item_id}:${row.quantity}:${row.held}`);
  const take = (stockId: string, quantity: number, held: boolean) => `${stockId}:${quantity}:${held}`;
  const sorted = (values: string[]) => [...values].sort();
  const act = async (route: OrderRoute, orderId: string, body?: unknown) =>
    resultOf(route, await orderCall(w.t, operator, route, orderId, body)) as OrderDetail;

  /** A new article of 1200 that only this test sells. */
  async function newArticle(): Promise<string> {
    const id = randomUUID();
    const slug = `articulo-${id.slice(0, 8)}`;
    await staffCall(w.t, w.admin, articleRoutes.save, { name: slug, slug, price: { import: ars(1200), discount: 0, total: ars(1200) } }, { id });
    return id;
  }
  /** A storefront order of `units` lines of the article, each with these toppings. */
  async function order(articleId: string, units = 1, toppings: Array<{ id: string; options: Array<{ id: string; count: number }> }> = []) {
    const items = Array.from({ length: units }, () => ({ article_id: articleId, toppings }));
    const res = await postOrder(w, orderBody(w, { items }));
    return resultOf(storefrontRoutes.createOrder, res).id;
  }

  beforeAll(async () => {
    w = await createStorefrontWorld();
    operator = await staffAccess(w.t, { storeId: w.storeId, role: 'operator' });
  });
  afterAll(() => w.t.close());

  it('a storefront order takes its stock and records what it took; a refused one records nothing', async () => {
    const articleId = await newArticle();
    const units = await putStock(w, 10, [{ id: articleId, type: 'article', multiply: 3 }]);
    const id = await order(articleId, 2);
    expect(await stockCount(units)).toBe(4);
    expect(await takes(id)).toEqual([take(units, 6, true)]);

    const refused = await postOrder(w, orderBody(w, { items: [1, 2].map(() => ({ article_id: articleId, toppings: [] })) }));
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'STOCK:INSUFFICIENT' });
    expect(await stockCount(units)).toBe(4);
    expect(await db().selectFrom('order_stock_takes').select('order_id').where('stock_item_id', '=', units).execute()).toEqual([
      { order_id: id },
    ]);
  });

  it('an order short on one of its stock items takes from none of them; with enough of each it takes from all', async () => {
    const [first, second] = [await newArticle(), await newArticle()];
    const shared = await putStock(w, 50, [{ id: first, type: 'article' }, { id: second, type: 'article' }]);
    const scarce = await putStock(w, 3, [{ id: second, type: 'article', multiply: 2 }]);
    const both = orderBody(w, { items: [first, second, second].map((id) => ({ article_id: id, toppings: [] })) });
    const refused = await postOrder(w, both);
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'STOCK:INSUFFICIENT' });
    expect([await stockCount(shared), await stockCount(scarce)]).toEqual([50, 3]);
    const recorded = () =>
      db().selectFrom('order_stock_takes').select('order_id').where('stock_item_id', 'in', [shared, scarce]).execute();
    expect(await recorded()).toEqual([]);

    const id = await order(second);
    expect([await stockCount(shared), await stockCount(scarce)]).toEqual([49, 1]);
    expect(await takes(id)).toEqual(sorted([take(shared, 1, true), take(scarce, 2, true)]));
  });

  it('Rechazar gives back exactly what the order took, though the multiply changed since; a second cancel status moves nothing; reopening takes the same again', async () => {
    const pizzas = await putStock(w, 20, [{ id: w.ids.pizza, type: 'article' }]);
    const cheese = await putStock(w, 20, [{ id: w.ids.cheese, type: 'topping_option', multiply: 2 }]);
    const id = await order(w.ids.pizza, 2, [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 3 }] }]);
    // 2 pizzas; 2 x 3 cheese units x multiply 2.
    expect([await stockCount(pizzas), await stockCount(cheese)]).toEqual([18, 8]);
    expect(await takes(id)).toEqual(sorted([take(pizzas, 2, true), take(cheese, 12, true)]));

    // Now each cheese takes 5: the order still took 12.
    const cheeseNow = { description: 'Queso', count: 8, refs: [{ id: w.ids.cheese, type: 'topping_option', multiply: 5 }] };
    await staffCall(w.t, w.admin, stockRoutes.save, cheeseNow, { id: cheese });

    const rejected = await act(orderRoutes.reject, id, { reason: 'Horno roto' });
    expect(rejected).toMatchObject({ status: 'cancel_store', cancel_reason: 'Horno roto' });
    expect([await stockCount(pizzas), await stockCount(cheese)]).toEqual([20, 20]);
    expect(await takes(id)).toEqual(sorted([take(pizzas, 2, false), take(cheese, 12, false)]));

    await act(orderRoutes.setStatus, id, { status: 'cancel_client' });
    expect([await stockCount(pizzas), await stockCount(cheese)]).toEqual([20, 20]);
    expect(await takes(id)).toEqual(sorted([take(pizzas, 2, false), take(cheese, 12, false)]));

    const reopened = await act(orderRoutes.setStatus, id, { status: 'process' });
    expect(reopened).toMatchObject({ status: 'process', cancel_reason: null });
    expect([await stockCount(pizzas), await stockCount(cheese)]).toEqual([18, 8]);
    expect(await takes(id)).toEqual(sorted([take(pizzas, 2, true), take(cheese, 12, true)]));
    expect(reopened.history.slice(1).map((entry) => `${entry.field}:${entry.from}->${entry.to}`)).toEqual([
      'status:process->cancel_store',
      `seen:null->${rejected.seen_at}`,
      'status:cancel_store->cancel_client',
      'status:cancel_client->process',
    ]);

    // Cancelled again, it gives back the same 12 (not 2 x 3 x 5).
    await act(orderRoutes.setStatus, id, { status: 'cancel_client' });
    expect([await stockCount(pizzas), await stockCount(cheese)]).toEqual([20, 20]);
  });

  it('an order that took no stock (the demo\'s, the test kit\'s) gives nothing back when cancelled and takes nothing when reopened', async () => {
    const articleId = await newArticle();
    const stockId = await putStock(w, 5, [{ id: articleId, type: 'article', disable_min_count: 5 }]);
    expect(await articleState(articleId)).toEqual({ disabled: true, disabled_by_stock: true });
    const kit = testOrder();
    const [line] = kit.items;
    if (!line) throw new Error('testOrder has one line');
    const { id } = await placeOrder(db(), w.storeId, { ...kit, items: [{ ...line, article: { ...line.article, id: articleId } }] });
    expect(await takes(id)).toEqual([]);

    await act(orderRoutes.reject, id, { reason: 'Sin repartidor' });
    expect(await stockCount(stockId)).toBe(5);
    expect(await articleState(articleId)).toEqual({ disabled: true, disabled_by_stock: true });

    await act(orderRoutes.setStatus, id, { status: 'process' });
    expect(await stockCount(stockId)).toBe(5);
    expect(await takes(id)).toEqual([]);
  });

  it('reopening without the stock answers 409 STOCK:INSUFFICIENT and changes nothing', async () => {
    const articleId = await newArticle();
    const stockId = await putStock(w, 2, [{ id: articleId, type: 'article' }]);
    const first = await order(articleId, 2);
    const cancelled = await act(orderRoutes.reject, first, { reason: 'Cliente no responde' });
    expect(await stockCount(stockId)).toBe(2);
    expect(await takes(first)).toEqual([take(stockId, 2, false)]);
    await order(articleId, 1);
    expect(await stockCount(stockId)).toBe(1);

    const count = await storeEventCount(db(), w.storeId);
    const refused = errorOf(await orderCall(w.t, operator, orderRoutes.setStatus, first, { status: 'preparation_pending' }));
    expect(refused).toMatchObject({ status: 409, code: 'STOCK:INSUFFICIENT', description: 'No hay stock suficiente para reabrir la orden' });
    expect(await stockCount(stockId)).toBe(1);
    expect(await storeEventCount(db(), w.storeId)).toBe(count);
    const after = resultOf(orderRoutes.get, await orderCall(w.t, operator, orderRoutes.get, first));
    expect(after).toEqual(cancelled);
    expect(await takes(first)).toEqual([take(stockId, 2, false)]);

    // Restocked: it reopens and takes its units again.
    const restock = { description: 'Repuesto', count: 5, refs: [{ id: articleId, type: 'article' }] };
    await staffCall(w.t, w.admin, stockRoutes.save, restock, { id: stockId });
    expect((await act(orderRoutes.setStatus, first, { status: 'preparation_pending' })).status).toBe('preparation_pending');
    expect(await stockCount(stockId)).toBe(3);
    expect(await takes(first)).toEqual([take(stockId, 2, true)]);
  });

  it('cancelling through the status selector brings back an article the stock had disabled; reopening disables it again', async () => {
    const articleId = await newArticle();
    const stockId = await putStock(w, 1, [{ id: articleId, type: 'article', disable_min_count: 0 }]);
    const id = await order(articleId);
    expect(await stockCount(stockId)).toBe(0);
    expect(await articleState(articleId)).toEqual({ disabled: true, disabled_by_stock: true });

    await act(orderRoutes.setStatus, id, { status: 'cancel_client' });
    expect(await stockCount(stockId)).toBe(1);
    expect(await articleState(articleId)).toEqual({ disabled: false, disabled_by_stock: false });

    await act(orderRoutes.setStatus, id, { status: 'delivery_pending' });
    expect(await stockCount(stockId)).toBe(0);
    expect(await articleState(articleId)).toEqual({ disabled: true, disabled_by_stock: true });
    expect((await orderEventRows(db(), id)).map((row) => row.to_value)).toEqual(['process', 'cancel_client', 'delivery_pending']);
  });
});
