import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { type StockBodyInput, stockRoutes } from '@comanda/contract/catalogue/stock';
import type { StreamEvent } from '@comanda/contract/events';
import { ars } from '@comanda/contract/money';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { fillPath } from '@comanda/contract/route';
import { openEventStreamClient } from '../../../testing/event-stream-client';
import { listenOnLoopback } from '../../../testing/events-kit';
import { type StaffFixture, staffAccess } from '../../../testing/fixtures';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld, staffCall } from '../../../testing/storefront-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

describe("stock: 'Avisar con' warns once per crossing (issue 20)", () => {
  let w: StorefrontWorld;
  let other: StorefrontWorld;
  let operator: StaffFixture;
  let rider: StaffFixture;
  const db = () => w.t.database.db;

  beforeAll(async () => {
    w = await createStorefrontWorld('avisos-a');
    other = await createStorefrontWorld('avisos-b', w.t);
    operator = await staffAccess(w.t, { storeId: w.storeId, role: 'operator' });
    rider = await staffAccess(w.t, { storeId: w.storeId, role: 'delivery' });
  });
  afterAll(() => w.t.close());

  const call = (who: StaffFixture, route: (typeof stockRoutes)[keyof typeof stockRoutes], params?: Record<string, string>, body?: unknown) =>
    w.t.app.inject({
      method: route.method,
      url: fillPath(route.path, params),
      headers: who.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const getStock = async (id: string) => resultOf(stockRoutes.get, await call(w.admin, stockRoutes.get, { id }));
  const saveStock = async (id: string, body: StockBodyInput) =>
    resultOf(stockRoutes.save, await call(w.admin, stockRoutes.save, { id }, body));
  const warnings = async (who: StaffFixture = operator) => resultOf(stockRoutes.warnings, await call(who, stockRoutes.warnings)).data;
  const restock = async (id: string, count: number) =>
    resultOf(stockRoutes.restock, await call(operator, stockRoutes.restock, { id }, { count })).data;
  /** The item's warnings in the store's event log, oldest first: "kind from->to". */
  const warningEvents = async (stockId: string) =>
    (
      await db()
        .selectFrom('order_events')
        .select(['kind', 'from_value', 'to_value', 'order_id', 'store_id'])
        .where('subject_id', '=', stockId)
        .orderBy('seq')
        .execute()
    ).map((row) => {
      expect(row).toMatchObject({ order_id: null, store_id: w.storeId });
      return `${row.kind} ${row.from_value}->${row.to_value}`;
    });

  /** A new article of 1200 that only this test sells, fed by a new stock item. */
  async function soldItem(count: number, warnCount: number | null, description = `Masa ${randomUUID().slice(0, 6)}`) {
    const articleId = randomUUID();
    const slug = `masa-${articleId.slice(0, 8)}`;
    await staffCall(w.t, w.admin, articleRoutes.save, { name: slug, slug, price: { import: ars(1200), discount: 0, total: ars(1200) } }, { id: articleId });
    const stockId = randomUUID();
    await saveStock(stockId, { description, count, warn_count: warnCount, refs: [{ id: articleId, type: 'article' }] });
    return { articleId, stockId };
  }
  async function sell(articleId: string, units = 1) {
    const items = Array.from({ length: units }, () => ({ article_id: articleId, toppings: [] }));
    resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w, { items })));
  }

  it('saves the threshold; a body without it keeps it, null clears it', async () => {
    const id = randomUUID();
    const saved = await saveStock(id, { description: 'Masa de pizza', count: 20, warn_count: 5, refs: [] });
    expect(saved).toMatchObject({ count: 20, warn_count: 5 });
    expect(await getStock(id)).toEqual(saved);
    // SPEC.md's body {description, count, refs} works unchanged and keeps the threshold.
    expect(await saveStock(id, { description: 'Masa de pizza', count: 18, refs: [] })).toMatchObject({ count: 18, warn_count: 5 });
    expect(await saveStock(id, { description: 'Masa de pizza', count: 18, warn_count: null, refs: [] })).toMatchObject({ warn_count: null });
    const fresh = await saveStock(randomUUID(), { description: 'Sin aviso', count: 3, refs: [] });
    expect(fresh.warn_count).toBeNull();
    const refused = await call(w.admin, stockRoutes.save, { id }, { description: 'Masa de pizza', count: 18, warn_count: -1, refs: [] });
    expect(errorOf(refused)).toMatchObject({ status: 400 });
  });

  it('a sale reaching the threshold raises one stock:low; further sales below it raise none', async () => {
    const { articleId, stockId } = await soldItem(5, 3);
    await sell(articleId);
    expect(await warningEvents(stockId)).toEqual([]);
    await sell(articleId);
    expect(await warningEvents(stockId)).toEqual(['stock:low 4->3']);
    await sell(articleId);
    expect(await warningEvents(stockId)).toEqual(['stock:low 4->3']);
    expect((await warnings()).find((warning) => warning.id === stockId)).toMatchObject({ count: 2, warn_count: 3, level: 'low' });
  });

  it('going back above the threshold and down again raises it again; reaching zero raises stock:out', async () => {
    const { articleId, stockId } = await soldItem(4, 3);
    await sell(articleId);
    expect(await restock(stockId, 4)).not.toContainEqual(expect.objectContaining({ id: stockId }));
    await sell(articleId);
    expect(await warningEvents(stockId)).toEqual(['stock:low 4->3', 'stock:low 4->3']);
    await sell(articleId, 3);
    expect(await warningEvents(stockId)).toEqual(['stock:low 4->3', 'stock:low 4->3', 'stock:out 3->0']);
    expect((await warnings()).find((warning) => warning.id === stockId)).toMatchObject({ count: 0, level: 'out' });
  });

  it('an order that takes the item from above the threshold straight to zero raises only stock:out', async () => {
    const { articleId, stockId } = await soldItem(5, 2);
    await sell(articleId, 5);
    expect(await warningEvents(stockId)).toEqual(['stock:out 5->0']);
  });

  it('a refused order raises nothing; an item without a threshold never warns', async () => {
    const { articleId, stockId } = await soldItem(2, 1);
    const refused = await postOrder(w, orderBody(w, { items: [1, 2, 3].map(() => ({ article_id: articleId, toppings: [] })) }));
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'STOCK:INSUFFICIENT' });
    expect(await warningEvents(stockId)).toEqual([]);
    const plain = await soldItem(1, null);
    await sell(plain.articleId);
    expect(await warningEvents(plain.stockId)).toEqual([]);
    expect((await warnings()).map((warning) => warning.id)).not.toContain(plain.stockId);
  });

  it('an edit that brings the count to the threshold warns once; lowering the count to zero is louder', async () => {
    const id = randomUUID();
    await saveStock(id, { description: 'Queso', count: 10, warn_count: 4, refs: [] });
    await saveStock(id, { description: 'Queso', count: 4, refs: [] });
    await saveStock(id, { description: 'Queso', count: 2, refs: [] });
    expect(await warningEvents(id)).toEqual(['stock:low 10->4']);
    await saveStock(id, { description: 'Queso', count: 0, refs: [] });
    expect(await warningEvents(id)).toEqual(['stock:low 10->4', 'stock:out 2->0']);
    // Raising the threshold over the count is a crossing too.
    const raised = randomUUID();
    await saveStock(raised, { description: 'Aceitunas', count: 6, warn_count: 2, refs: [] });
    await saveStock(raised, { description: 'Aceitunas', count: 6, warn_count: 8, refs: [] });
    expect(await warningEvents(raised)).toEqual(['stock:low 6->6']);
  });

  it("the warnings list: out first, then by description, only this store's, for order workers", async () => {
    const [low, out] = [randomUUID(), randomUUID()];
    await saveStock(low, { description: 'AAA harina', count: 1, warn_count: 2, refs: [] });
    await saveStock(out, { description: 'ZZZ masa', count: 0, warn_count: 2, refs: [] });
    const list = await warnings();
    const ids = list.map((warning) => warning.id);
    expect(ids.indexOf(out)).toBeLessThan(ids.indexOf(low));
    expect(list.slice(0, list.findIndex((warning) => warning.level === 'low')).every((warning) => warning.level === 'out')).toBe(true);
    expect(await warnings(w.admin)).toEqual(list);
    expect(errorOf(await call(rider, stockRoutes.warnings))).toMatchObject({ status: 403 });
    expect(
      resultOf(stockRoutes.warnings, await other.t.app.inject({ method: 'GET', url: stockRoutes.warnings.path, headers: other.admin.headers })).data,
    ).toEqual([]);
  });

  it("'Reponer' sets the count, lifts the warning and brings back an article stock disabled", async () => {
    const articleId = randomUUID();
    const slug = `repo-${articleId.slice(0, 8)}`;
    await staffCall(w.t, w.admin, articleRoutes.save, { name: slug, slug, price: { import: ars(1200), discount: 0, total: ars(1200) } }, { id: articleId });
    const stockId = randomUUID();
    await saveStock(stockId, { description: 'Masa de pizza', count: 1, warn_count: 3, refs: [{ id: articleId, type: 'article', disable_min_count: 0 }] });
    await sell(articleId);
    const disabled = () => db().selectFrom('articles').select('disabled').where('id', '=', articleId).executeTakeFirstOrThrow();
    expect(await disabled()).toEqual({ disabled: true });
    expect((await warnings()).map((warning) => warning.id)).toContain(stockId);
    expect((await restock(stockId, 12)).map((warning) => warning.id)).not.toContain(stockId);
    expect(await getStock(stockId)).toMatchObject({ count: 12, warn_count: 3 });
    expect(await disabled()).toEqual({ disabled: false });
    expect(errorOf(await call(rider, stockRoutes.restock, { id: stockId }, { count: 5 }))).toMatchObject({ status: 403 });
    const foreign = await other.t.app.inject({
      method: 'PUT',
      url: fillPath(stockRoutes.restock.path, { id: stockId }),
      headers: other.admin.headers,
      payload: { count: 0 },
    });
    expect(errorOf(foreign)).toMatchObject({ status: 404 });
    expect(await getStock(stockId)).toMatchObject({ count: 12 });
  });

  it('the live stream sends the warning with the item', async () => {
    const baseUrl = await listenOnLoopback(w.t.app);
    const stream = await openEventStreamClient(baseUrl, operator.headers);
    try {
      const { articleId, stockId } = await soldItem(2, 1, 'Masa de pizza');
      await sell(articleId);
      const event = await stream.next((candidate: StreamEvent) => candidate.type === 'stock' && candidate.stock.id === stockId);
      expect(event).toMatchObject({ type: 'stock', kind: 'stock:low', stock: { id: stockId, description: 'Masa de pizza', count: 1, warn_count: 1 } });
    } finally {
      stream.close();
    }
  });
});
