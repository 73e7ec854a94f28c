import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { type StockBodyInput, stockRoutes } from '@comanda/contract/catalogue/stock';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import { type CatalogueCalls, type CatalogueWorld, catalogueCalls, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

type Headers = CatalogueWorld['adminA']['headers'];
let serial = 0;

describe('catalogue: stock', () => {
  let w: CatalogueWorld;
  let api: CatalogueCalls;
  let articles: CatalogueCalls;
  let toppings: CatalogueCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = catalogueCalls(w.t, stockRoutes);
    articles = catalogueCalls(w.t, articleRoutes);
    toppings = catalogueCalls(w.t, toppingRoutes);
  });
  afterAll(() => w.t.close());

  const articleBody = (name: string, disabled = false) => ({
    name,
    slug: `articulo-${++serial}`,
    disabled,
    price: { import: ars(4200), discount: 0, total: ars(4200) },
  });
  const newArticle = async (headers: Headers, name = 'Empanada de carne', disabled = false) => {
    const id = randomUUID();
    resultOf(articleRoutes.save, await articles.put(headers, id, articleBody(name, disabled)));
    return id;
  };
  const article = async (id: string) => resultOf(articleRoutes.get, await articles.get(w.adminA.headers, id));
  const newOption = async (headers: Headers) => {
    const optionId = randomUUID();
    const toppingId = randomUUID();
    const body = {
      name: 'Bebida del combo',
      options: [{ id: optionId, name: 'Coca-Cola 500 ml', import: ars(2500), total: ars(2500) }],
    };
    resultOf(toppingRoutes.save, await toppings.put(headers, toppingId, body));
    return { toppingId, optionId };
  };
  const option = async (toppingId: string) =>
    resultOf(toppingRoutes.get, await toppings.get(w.adminA.headers, toppingId)).options[0];
  const saveStock = async (id: string, body: StockBodyInput, headers: Headers = w.adminA.headers) =>
    resultOf(stockRoutes.save, await api.put(headers, id, body));

  describe('save (PUT)', () => {
    it('creates the item with its refs in order; GET answers the same', async () => {
      const articleId = await newArticle(w.adminA.headers);
      const { optionId } = await newOption(w.adminA.headers);
      const id = randomUUID();
      const saved = await saveStock(id, {
        description: 'Tapas de empanada',
        count: 120,
        refs: [
          { id: optionId, type: 'topping_option', disable_min_count: null, multiply: '' },
          { id: articleId, type: 'article', disable_min_count: 0, multiply: 2 },
        ],
      });
      expect(saved).toMatchObject({ id, description: 'Tapas de empanada', count: 120, store_id: w.storeA });
      expect(saved.refs).toEqual([
        { id: optionId, type: 'topping_option', disable_min_count: null, multiply: null },
        { id: articleId, type: 'article', disable_min_count: 0, multiply: 2 },
      ]);
      expect(resultOf(stockRoutes.get, await api.get(w.adminA.headers, id))).toEqual(saved);
    });

    it('refuses refs to another store or to a missing row (400 naming the ref) and writes nothing', async () => {
      const foreignArticle = await newArticle(w.adminB.headers);
      const { optionId: foreignOption } = await newOption(w.adminB.headers);
      const own = await newArticle(w.adminA.headers);
      const cases = [
        { id: foreignArticle, type: 'article' as const },
        { id: foreignOption, type: 'topping_option' as const },
        { id: own, type: 'topping_option' as const },
        { id: randomUUID(), type: 'article' as const },
      ];
      for (const ref of cases) {
        const id = randomUUID();
        const res = await api.put(w.adminA.headers, id, {
          description: 'Mal referido',
          count: 1,
          refs: [{ id: own, type: 'article' }, ref],
        });
        expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(errorOf(res).description).toContain('body.refs.1.id');
        expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
      }
    });

    it.each([
      ['body.description', { description: '' }],
      ['body.count', { count: -1 }],
      ['body.count', { count: 1.5 }],
      ['body.refs.0.type', { refs: [{ id: randomUUID(), type: 'section' }] }],
      ['body.refs.0.multiply', { refs: [{ id: randomUUID(), type: 'article', multiply: 0 }] }],
      ['body.refs.0.disable_min_count', { refs: [{ id: randomUUID(), type: 'article', disable_min_count: -1 }] }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await api.put(w.adminA.headers, randomUUID(), { description: 'Pan de hamburguesa', count: 10, refs: [], ...overrides });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });
  });

  describe('auto-deactivation (DECISIONS.md "Stock")', () => {
    it('disables a referred article when count <= disable_min_count and re-enables it when restocked', async () => {
      const articleId = await newArticle(w.adminA.headers, 'Hamburguesa completa');
      const id = randomUUID();
      const refs = [{ id: articleId, type: 'article' as const, disable_min_count: 5 }];
      await saveStock(id, { description: 'Medallones', count: 6, refs });
      expect((await article(articleId)).disabled).toBe(false);
      await saveStock(id, { description: 'Medallones', count: 5, refs });
      expect((await article(articleId)).disabled).toBe(true);
      await saveStock(id, { description: 'Medallones', count: 40, refs });
      expect((await article(articleId)).disabled).toBe(false);
    });

    it('does the same for a topping option', async () => {
      const { toppingId, optionId } = await newOption(w.adminA.headers);
      const id = randomUUID();
      const refs = [{ id: optionId, type: 'topping_option' as const, disable_min_count: 0 }];
      await saveStock(id, { description: 'Latas de gaseosa', count: 0, refs });
      expect((await option(toppingId))?.disabled).toBe(true);
      await saveStock(id, { description: 'Latas de gaseosa', count: 24, refs });
      expect((await option(toppingId))?.disabled).toBe(false);
    });

    it('never re-enables what staff disabled by hand', async () => {
      const articleId = await newArticle(w.adminA.headers, 'Flan casero', true);
      const id = randomUUID();
      const refs = [{ id: articleId, type: 'article' as const, disable_min_count: 0 }];
      await saveStock(id, { description: 'Flanes', count: 0, refs });
      await saveStock(id, { description: 'Flanes', count: 12, refs });
      expect((await article(articleId)).disabled).toBe(true);
    });

    it('an article saved from the form while disabled by stock still comes back when restocked', async () => {
      const articleId = await newArticle(w.adminA.headers, 'Milanesa napolitana');
      const id = randomUUID();
      const refs = [{ id: articleId, type: 'article' as const, disable_min_count: 2 }];
      await saveStock(id, { description: 'Milanesas', count: 1, refs });
      const disabled = await article(articleId);
      expect(disabled.disabled).toBe(true);
      // The form sends back what it read (disabled: true) with a new price.
      const { id: _id, created_at: _created, ...form } = disabled;
      const resaved = resultOf(
        articleRoutes.save,
        await articles.put(w.adminA.headers, articleId, { ...form, price: { import: ars(9900), discount: 0, total: ars(9900) } }),
      );
      expect(resaved.disabled).toBe(true);
      await saveStock(id, { description: 'Milanesas', count: 30, refs });
      expect((await article(articleId)).disabled).toBe(false);
    });

    it('keeps the article disabled while any stock item referring to it is low', async () => {
      const articleId = await newArticle(w.adminA.headers, 'Combo burger');
      const buns = randomUUID();
      const patties = randomUUID();
      const ref = [{ id: articleId, type: 'article' as const, disable_min_count: 0 }];
      await saveStock(buns, { description: 'Pan de papa', count: 0, refs: ref });
      await saveStock(patties, { description: 'Medallon 120 g', count: 50, refs: ref });
      expect((await article(articleId)).disabled).toBe(true);
      await saveStock(buns, { description: 'Pan de papa', count: 20, refs: ref });
      expect((await article(articleId)).disabled).toBe(false);
    });

    it('releases the article when the low item stops referring to it; null minimum never disables', async () => {
      const articleId = await newArticle(w.adminA.headers, 'Tiramisu');
      const id = randomUUID();
      await saveStock(id, { description: 'Vasitos', count: 0, refs: [{ id: articleId, type: 'article', disable_min_count: 0 }] });
      expect((await article(articleId)).disabled).toBe(true);
      await saveStock(id, { description: 'Vasitos', count: 0, refs: [] });
      expect((await article(articleId)).disabled).toBe(false);
      await saveStock(id, { description: 'Vasitos', count: 0, refs: [{ id: articleId, type: 'article', disable_min_count: null }] });
      expect((await article(articleId)).disabled).toBe(false);
    });
  });

  describe('tenancy and roles', () => {
    it("another store's admin gets 404 on GET and PUT, and the item and its articles stay as they were", async () => {
      const articleId = await newArticle(w.adminA.headers);
      const id = randomUUID();
      const original = await saveStock(id, {
        description: 'Queso cremoso',
        count: 10,
        refs: [{ id: articleId, type: 'article', disable_min_count: 0 }],
      });
      expect(errorOf(await api.get(w.adminB.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(errorOf(await api.put(w.adminB.headers, id, { description: 'Vaciado', count: 0, refs: [] }))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(resultOf(stockRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
      expect((await article(articleId)).disabled).toBe(false);
    });

    it('delivery and initial staff get 403 on list, get and save', async () => {
      const id = randomUUID();
      for (const staff of [w.deliveryA, w.initialA]) {
        expect(errorOf(await api.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.get(staff.headers, id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, id, { description: 'x', count: 1 }))).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    });
  });

  describe('list', () => {
    const ids: string[] = [];
    beforeAll(async () => {
      for (const [description, count] of [
        ['Harina 000 (kg)', 50],
        ['Muzzarella (kg)', 12],
        ['Cajas de pizza', 200],
        ['Limón', 30],
      ] as const) {
        const id = randomUUID();
        ids.push(id);
        await saveStock(id, { description, count, refs: [] }, w.adminB.headers);
      }
    });
    const listB = async (query: Record<string, string | number>) =>
      resultOf(stockRoutes.list, await api.list(w.adminB.headers, query));

    it('searches the description, ignoring case and accents', async () => {
      expect((await listB({ query: 'LIMON' })).data.map((s) => s.description)).toEqual(['Limón']);
      expect((await listB({ query: '(kg)' })).count).toBe(2);
    });

    it('pages newest first by default and orders by count or description on request', async () => {
      const page = await listB({ limit: 3 });
      expect(page).toMatchObject({ count: 4, limit: 3, skip: 0 });
      expect(page.data.map((s) => s.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect((await listB({ order: 'count__ASC' })).data.map((s) => s.count)).toEqual([12, 30, 50, 200]);
      expect((await listB({ order: 'description__ASC', limit: 2, skip: 2 })).data.map((s) => s.description)).toEqual([
        'Limón',
        'Muzzarella (kg)',
      ]);
    });

    it('refuses an order by a field that cannot be sorted (400 naming it)', async () => {
      const res = await api.list(w.adminB.headers, { order: 'refs__ASC' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('refs');
    });
  });
});
