import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { orderRoutes } from '@comanda/contract/orders';
import type { RouteDefinition } from '@comanda/contract/route';
import { allRoutes } from '@comanda/contract/routes';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, putStock, type StorefrontWorld } from '../testing/storefront-kit';
import { errorOf } from '../testing/test-app';

/** The lists of the contract: GET calls whose query takes a sort order, found by asking the schema. */
const sortableLists = allRoutes.filter(
  (route) =>
    route.method === 'GET' &&
    route.query?.safeParse({ order: 'created_at__DESC' }).success === true &&
    route.query.safeParse({ order: 'no_such_field__ASC' }).success === false,
);

/** Where each list keeps its rows (to give them all the same creation time). */
const tableOf = new Map<string, string>([
  [articleRoutes.list.path, 'articles'],
  [toppingRoutes.list.path, 'toppings'],
  [sectionRoutes.list.path, 'sections'],
  [couponRoutes.list.path, 'coupons'],
  [stockRoutes.list.path, 'stock_items'],
  [orderRoutes.list.path, 'orders'],
]);

describe('every list sorts by id, and ends every order by it', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('orden');
    await putCoupon(w, { code: 'UNO', discount_percent: 10 });
    await putCoupon(w, { code: 'DOS', discount_percent: 20 });
    await putStock(w, 10, [{ id: w.ids.pizza, type: 'article' }]);
    await putStock(w, 20, [{ id: w.ids.empanada, type: 'article' }]);
    for (let index = 0; index < 3; index += 1) expect((await postOrder(w, orderBody(w))).statusCode).toBe(201);
  });
  afterAll(() => w.t.close());

  const ids = async (route: RouteDefinition, query: string) => {
    const res = await w.t.app.inject({ method: 'GET', url: `${route.path}?${query}`, headers: w.admin.headers });
    expect(res.statusCode, `${route.path}?${query}: ${res.body}`).toBe(200);
    return (res.json() as { result: { data: Array<{ id: string }> } }).result.data.map((row) => row.id);
  };

  it('finds every list of the contract', () => {
    expect(sortableLists.map((route) => route.path).sort()).toEqual([...tableOf.keys()].sort());
  });

  it('order=id__ASC and id__DESC work on every list', async () => {
    for (const route of sortableLists) {
      const ascending = await ids(route, 'order=id__ASC&limit=100');
      expect(ascending.length, route.path).toBeGreaterThanOrEqual(2);
      // PostgreSQL compares uuids byte by byte: the order of their lower-case text.
      expect(ascending, route.path).toEqual([...ascending].sort());
      expect(await ids(route, 'order=id__DESC&limit=100'), route.path).toEqual([...ascending].reverse());
      expect(await ids(route, 'order=created_at__DESC,id__ASC&limit=100'), route.path).toHaveLength(ascending.length);
    }
  });

  it('rows that tie are ordered by id, so pages never repeat or skip a row', async () => {
    for (const route of sortableLists) {
      const table = tableOf.get(route.path) ?? '';
      await sql`update ${sql.table(table)} set created_at = '2024-05-01T12:00:00Z' where store_id = ${w.storeId}`.execute(
        w.t.database.db,
      );
      const all = await ids(route, 'order=id__ASC&limit=100');
      const paged: string[] = [];
      for (let skip = 0; skip < all.length; skip += 1) paged.push(...(await ids(route, `order=created_at__ASC&limit=1&skip=${skip}`)));
      expect(paged, route.path).toEqual(all);
      const pagedDown: string[] = [];
      for (let skip = 0; skip < all.length; skip += 2) pagedDown.push(...(await ids(route, `order=created_at__DESC&limit=2&skip=${skip}`)));
      expect(pagedDown, route.path).toEqual([...all].reverse());
    }
  });

  it('a field no list sorts by still answers 400 naming it, and the fields it may use (id among them)', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: `${articleRoutes.list.path}?order=price__ASC`, headers: w.admin.headers });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toContain('price');
    expect(errorOf(res).description).toMatch(/solo por .*\bid\b/);
  });
});
