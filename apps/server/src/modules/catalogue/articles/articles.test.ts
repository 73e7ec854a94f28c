import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleBodyInput, articleRoutes } from '@comanda/contract/catalogue/articles';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import { type CatalogueCalls, type CatalogueWorld, catalogueCalls, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

let serial = 0;
const articleBody = (overrides: Partial<ArticleBodyInput> = {}): ArticleBodyInput => ({
  name: 'Pizza muzzarella',
  slug: `pizza-muzzarella-${++serial}`,
  description: 'Salsa de tomate, muzzarella y aceitunas',
  images_url: ['/v1/static/files/0b0f7a4e-8a53-4a34-9a53-1d0b6f1d2c11.png'],
  disabled: false,
  price: { import: ars(10000), discount: 10, total: ars(9000) },
  toppings: [],
  ...overrides,
});

describe('catalogue: articles', () => {
  let w: CatalogueWorld;
  let api: CatalogueCalls;
  let toppings: CatalogueCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = catalogueCalls(w.t, articleRoutes);
    toppings = catalogueCalls(w.t, toppingRoutes);
  });
  afterAll(() => w.t.close());

  const saveTopping = async (headers: CatalogueWorld['adminA']['headers'], name: string) => {
    const id = randomUUID();
    const res = await toppings.put(headers, id, { name, description: '', visible: true, options: [] });
    return resultOf(toppingRoutes.save, res).id;
  };

  describe('save (PUT)', () => {
    it('creates the article with the id of the path and answers it', async () => {
      const id = randomUUID();
      const body = articleBody({ name: 'Fugazzeta' });
      const saved = resultOf(articleRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(saved).toMatchObject({
        id,
        name: 'Fugazzeta',
        slug: body.slug,
        description: body.description,
        images_url: body.images_url,
        disabled: false,
        price: { import: ars(10000), discount: 10, total: ars(9000) },
        toppings: [],
      });
      expect(Date.parse(saved.created_at)).not.toBeNaN();
    });

    it('round trip: GET answers exactly what PUT answered, topping refs in their order', async () => {
      const first = await saveTopping(w.adminA.headers, 'Salsas');
      const second = await saveTopping(w.adminA.headers, 'Extra queso');
      const id = randomUUID();
      const body = articleBody({
        toppings: [
          { id: second, min: 0, max: 2, required: false },
          { id: first, min: 1, max: 1, required: true },
        ],
      });
      const saved = resultOf(articleRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(saved.toppings.map((ref) => ref.id)).toEqual([second, first]);
      expect(resultOf(articleRoutes.get, await api.get(w.adminA.headers, id))).toEqual(saved);
    });

    it('updates in place: same id and created_at, new values, refs replaced', async () => {
      const topping = await saveTopping(w.adminA.headers, 'Punto de la carne');
      const id = randomUUID();
      const created = resultOf(
        articleRoutes.save,
        await api.put(w.adminA.headers, id, articleBody({ toppings: [{ id: topping, min: 1, max: 1, required: true }] })),
      );
      const updated = resultOf(
        articleRoutes.save,
        await api.put(
          w.rootA.headers,
          id,
          articleBody({
            name: 'Hamburguesa doble',
            slug: created.slug,
            disabled: true,
            price: { import: ars(12500.5), discount: 0, total: ars(12500.5) },
            toppings: [],
          }),
        ),
      );
      expect(updated).toMatchObject({
        id,
        created_at: created.created_at,
        name: 'Hamburguesa doble',
        disabled: true,
        price: { import: ars(12500.5), discount: 0, total: ars(12500.5) },
        toppings: [],
      });
    });

    it('keeps money exact and saves the canonical total (a total one cent off is accepted and corrected)', async () => {
      const id = randomUUID();
      // 333.33 x (1 - 0.3333) = 222.2311... -> 222.23; the client rounded to 222.24.
      const saved = resultOf(
        articleRoutes.save,
        await api.put(
          w.adminA.headers,
          id,
          articleBody({ price: { import: ars(333.33), discount: 33.33, total: ars(222.24) } }),
        ),
      );
      expect(saved.price).toEqual({ import: ars(333.33), discount: 33.33, total: ars(222.23) });
    });

    it('refuses a price whose total disagrees with import and discount (400 naming body.price.total)', async () => {
      const id = randomUUID();
      const res = await api.put(
        w.adminA.headers,
        id,
        articleBody({ price: { import: ars(10000), discount: 10, total: ars(9500) } }),
      );
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('body.price.total');
      expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
    });

    it.each([
      ['body.name', { name: '   ' }],
      ['body.slug', { slug: 'Con Espacios' }],
      ['body.price.import', { price: { import: ars(-1), discount: 0, total: ars(-1) } }],
      ['body.price.discount', { price: { import: ars(100), discount: 101, total: ars(0) } }],
      ['body.price.import.amount', { price: { import: ars(10.005), discount: 0, total: ars(10.005) } }],
      ['body.images_url.0', { images_url: ['javascript:alert(1)'] }],
      ['body.toppings.0.min', { toppings: [{ id: randomUUID(), min: 3, max: 1, required: false }] }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await api.put(w.adminA.headers, randomUUID(), articleBody(overrides as Partial<ArticleBodyInput>));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });

    it('refuses a malformed JSON body and a non-uuid id with 400, never 500', async () => {
      const malformed = await w.t.app.inject({
        method: 'PUT',
        url: `/v1/backoffice/catalogue/articles/${randomUUID()}`,
        headers: { ...w.adminA.headers, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(errorOf(malformed)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      const badId = await api.put(w.adminA.headers, 'not-a-uuid', articleBody());
      expect(errorOf(badId)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(badId).description).toContain('params.id');
    });

    it('refuses a topping that is not of the store (400 naming the ref) and writes nothing', async () => {
      const foreign = await saveTopping(w.adminB.headers, 'Topping de B');
      const id = randomUUID();
      const res = await api.put(
        w.adminA.headers,
        id,
        articleBody({ toppings: [{ id: foreign, min: 0, max: 0, required: false }] }),
      );
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('body.toppings.0.id');
      expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
    });

    it('answers 409 CONFLICT for a slug already used in the store; another store may use it', async () => {
      const body = articleBody({ slug: 'empanada-de-carne' });
      resultOf(articleRoutes.save, await api.put(w.adminA.headers, randomUUID(), body));
      expect(errorOf(await api.put(w.adminA.headers, randomUUID(), body))).toMatchObject({
        status: 409,
        code: 'CONFLICT',
      });
      resultOf(articleRoutes.save, await api.put(w.adminB.headers, randomUUID(), body));
    });
  });

  describe('tenancy and roles', () => {
    it("another store's admin gets 404 on GET and PUT of the id, and the article stays as it was", async () => {
      const id = randomUUID();
      const original = resultOf(articleRoutes.save, await api.put(w.adminA.headers, id, articleBody()));
      expect(errorOf(await api.get(w.adminB.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const hijack = await api.put(w.adminB.headers, id, articleBody({ name: 'Robado' }));
      expect(errorOf(hijack)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(resultOf(articleRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
      const listB = resultOf(articleRoutes.list, await api.list(w.adminB.headers, { limit: 100 }));
      expect(listB.data.map((article) => article.id)).not.toContain(id);
    });

    it('delivery and initial staff get 403 on list, get and save; nothing is written', async () => {
      const id = randomUUID();
      for (const staff of [w.deliveryA, w.initialA]) {
        expect(errorOf(await api.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.get(staff.headers, id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, id, articleBody()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
      expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const res = await w.t.app.inject({ method: 'GET', url: articleRoutes.list.path });
      expect(errorOf(res)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });
  });

  describe('list', () => {
    const names = ['Ñoquis caseros', 'Tallarines al huevo', 'Sorrentinos de jamón', 'Ravioles 100% ricota', 'Canelones'];
    const ids: string[] = [];
    beforeAll(async () => {
      for (const name of names) {
        const id = randomUUID();
        ids.push(id);
        resultOf(
          articleRoutes.save,
          await api.put(w.adminB.headers, id, articleBody({ name, description: 'Pasta fresca' })),
        );
      }
    });

    const listB = async (query: Record<string, string | number>) =>
      resultOf(articleRoutes.list, await api.list(w.adminB.headers, query));

    it('searches name, slug and description, ignoring case and accents, every word must match', async () => {
      expect((await listB({ query: 'NOQUIS' })).data.map((a) => a.name)).toEqual(['Ñoquis caseros']);
      expect((await listB({ query: 'jamon' })).data.map((a) => a.name)).toEqual(['Sorrentinos de jamón']);
      expect((await listB({ query: 'Jamón sorrentinos' })).data.map((a) => a.name)).toEqual(['Sorrentinos de jamón']);
      expect((await listB({ query: 'pasta fresca' })).count).toBe(5);
      expect((await listB({ query: 'pizza-muzzarella' })).count).toBeGreaterThan(0);
      expect((await listB({ query: 'pasta nada' })).count).toBe(0);
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect((await listB({ query: '100%' })).data.map((a) => a.name)).toEqual(['Ravioles 100% ricota']);
      expect((await listB({ query: '%' })).count).toBe(1);
      expect((await listB({ query: '_' })).count).toBe(0);
    });

    it('pages with exact count, limit and skip, newest first by default', async () => {
      const first = await listB({ query: 'pasta', limit: 2, skip: 0 });
      expect(first).toMatchObject({ count: 5, limit: 2, skip: 0 });
      expect(first.data.map((a) => a.id)).toEqual([ids[4], ids[3]]);
      const last = await listB({ query: 'pasta', limit: 2, skip: 4 });
      expect(last.data.map((a) => a.id)).toEqual([ids[0]]);
      expect(last.count).toBe(5);
      const beyond = await listB({ query: 'pasta', limit: 2, skip: 10 });
      expect(beyond).toMatchObject({ data: [], count: 5 });
      const defaults = await listB({});
      expect(defaults).toMatchObject({ limit: 20, skip: 0 });
    });

    it('orders by the sortable fields, several at once, with a stable tie-break', async () => {
      const byName = await listB({ query: 'pasta', order: 'name__ASC' });
      expect(byName.data.map((a) => a.name)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
      const byNameDesc = await listB({ query: 'pasta', order: 'name__DESC,created_at__ASC' });
      expect(byNameDesc.data.map((a) => a.name)).toEqual(byName.data.map((a) => a.name).reverse());
      const oldest = await listB({ query: 'pasta', order: 'created_at__ASC', limit: 1 });
      expect(oldest.data[0]?.id).toBe(ids[0]);
    });

    it('refuses an order by a field that cannot be sorted (400 naming it)', async () => {
      const res = await api.list(w.adminB.headers, { order: 'price__ASC' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('price');
      expect(errorOf(await api.list(w.adminB.headers, { order: 'name' })).status).toBe(400);
    });

    it('caps limit at 100 and refuses a negative skip (400)', async () => {
      expect(errorOf(await api.list(w.adminB.headers, { limit: 101 }))).toMatchObject({ status: 400 });
      expect(errorOf(await api.list(w.adminB.headers, { skip: -1 }))).toMatchObject({ status: 400 });
    });

    it('filters by ids (what pickers use to show chosen names), only within the store', async () => {
      const foreign = randomUUID();
      resultOf(articleRoutes.save, await api.put(w.adminA.headers, foreign, articleBody()));
      const picked = await listB({ ids: `${ids[1]},${ids[3]},${foreign}` });
      expect(picked.data.map((a) => a.id).sort()).toEqual([ids[1], ids[3]].sort());
    });

    it('filters by ids sent as repeated parameters, the way the web client sends a parsed list', async () => {
      const search = new URLSearchParams([['ids', ids[0] ?? ''], ['ids', `${ids[2]},${ids[4]}`], ['limit', '100']]);
      const res = await w.t.app.inject({ method: 'GET', url: `${articleRoutes.list.path}?${search}`, headers: w.adminB.headers });
      const picked = resultOf(articleRoutes.list, res);
      expect(picked.data.map((a) => a.id).sort()).toEqual([ids[0], ids[2], ids[4]].sort());
    });
  });
});
