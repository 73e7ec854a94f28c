import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { type SectionBodyInput, sectionRoutes } from '@comanda/contract/catalogue/sections';
import { ars } from '@comanda/contract/money';
import { type CatalogueCalls, type CatalogueWorld, catalogueCalls, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

let serial = 0;
const sectionBody = (overrides: Partial<SectionBodyInput> = {}): SectionBodyInput => ({
  name: 'Pizzas',
  slug: `pizzas-${++serial}`,
  visible: true,
  order: 1,
  icon_url: null,
  articles: [],
  ...overrides,
});

describe('catalogue: sections', () => {
  let w: CatalogueWorld;
  let api: CatalogueCalls;
  let articles: CatalogueCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = catalogueCalls(w.t, sectionRoutes);
    articles = catalogueCalls(w.t, articleRoutes);
  });
  afterAll(() => w.t.close());

  const newArticle = async (headers: CatalogueWorld['adminA']['headers'], name: string) => {
    const id = randomUUID();
    const body = {
      name,
      slug: `articulo-${++serial}`,
      price: { import: ars(5000), discount: 0, total: ars(5000) },
    };
    return resultOf(articleRoutes.save, await articles.put(headers, id, body)).id;
  };

  describe('save (PUT)', () => {
    it('creates the section keeping the order of its articles; GET answers the same', async () => {
      const [a, b, c] = [
        await newArticle(w.adminA.headers, 'Muzzarella'),
        await newArticle(w.adminA.headers, 'Napolitana'),
        await newArticle(w.adminA.headers, 'Fugazzeta'),
      ];
      const id = randomUUID();
      const body = sectionBody({
        icon_url: '/v1/static/files/0b0f7a4e-8a53-4a34-9a53-1d0b6f1d2c11.png',
        articles: [{ id: c ?? '' }, { id: a ?? '' }, { id: b ?? '' }],
      });
      const saved = resultOf(sectionRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(saved).toMatchObject({ id, name: 'Pizzas', visible: true, order: 1, icon_url: body.icon_url });
      expect(saved.articles).toEqual([{ id: c }, { id: a }, { id: b }]);
      expect(resultOf(sectionRoutes.get, await api.get(w.adminA.headers, id))).toEqual(saved);

      const reordered = resultOf(
        sectionRoutes.save,
        await api.put(w.rootA.headers, id, { ...body, name: 'Pizzas a la piedra', order: 3, articles: [{ id: b }, { id: c }] }),
      );
      expect(reordered).toMatchObject({ name: 'Pizzas a la piedra', order: 3, created_at: saved.created_at });
      expect(reordered.articles).toEqual([{ id: b }, { id: c }]);
    });

    it('saves an empty icon url as null', async () => {
      const saved = resultOf(sectionRoutes.save, await api.put(w.adminA.headers, randomUUID(), sectionBody({ icon_url: '' })));
      expect(saved.icon_url).toBeNull();
    });

    it('refuses an article of another store (400 naming the ref) and writes nothing', async () => {
      const foreign = await newArticle(w.adminB.headers, 'De otra tienda');
      const own = await newArticle(w.adminA.headers, 'Propio');
      const id = randomUUID();
      const res = await api.put(w.adminA.headers, id, sectionBody({ articles: [{ id: own }, { id: foreign }] }));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('body.articles.1.id');
      expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
    });

    it.each([
      ['body.name', { name: '' }],
      ['body.slug', { slug: 'Pizzas!' }],
      ['body.order', { order: -1 }],
      ['body.articles', { articles: [{ id: '2b8e6a4c-3c1f-4a55-9d0e-000000000001' }, { id: '2b8e6a4c-3c1f-4a55-9d0e-000000000001' }] }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await api.put(w.adminA.headers, randomUUID(), sectionBody(overrides as Partial<SectionBodyInput>));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });

    it('answers 409 CONFLICT for a slug already used by another section of the store', async () => {
      resultOf(sectionRoutes.save, await api.put(w.adminA.headers, randomUUID(), sectionBody({ slug: 'postres' })));
      expect(errorOf(await api.put(w.adminA.headers, randomUUID(), sectionBody({ slug: 'postres' })))).toMatchObject({
        status: 409,
        code: 'CONFLICT',
      });
    });
  });

  describe('tenancy and roles', () => {
    it("another store's admin gets 404 on GET and PUT, and the section stays as it was", async () => {
      const id = randomUUID();
      const original = resultOf(sectionRoutes.save, await api.put(w.adminA.headers, id, sectionBody()));
      expect(errorOf(await api.get(w.adminB.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(errorOf(await api.put(w.adminB.headers, id, sectionBody({ name: 'Robada' })))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(resultOf(sectionRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
    });

    it('delivery and initial staff get 403 on list, get and save', async () => {
      const id = randomUUID();
      for (const staff of [w.deliveryA, w.initialA]) {
        expect(errorOf(await api.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.get(staff.headers, id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, id, sectionBody()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    });
  });

  describe('list', () => {
    const ids: string[] = [];
    beforeAll(async () => {
      const sections: Array<[string, string, number]> = [
        ['Empanadas', 'empanadas', 2],
        ['Hamburguesas', 'hamburguesas', 3],
        ['Bebidas', 'bebidas', 5],
        ['Postres', 'postres-caseros', 4],
        ['Pizzas', 'pizzas', 1],
      ];
      for (const [name, slug, order] of sections) {
        const id = randomUUID();
        ids.push(id);
        resultOf(sectionRoutes.save, await api.put(w.adminB.headers, id, sectionBody({ name, slug, order })));
      }
    });
    const listB = async (query: Record<string, string | number>) =>
      resultOf(sectionRoutes.list, await api.list(w.adminB.headers, query));

    it('searches name and slug', async () => {
      expect((await listB({ query: 'hambur' })).data.map((s) => s.name)).toEqual(['Hamburguesas']);
      expect((await listB({ query: 'caseros' })).data.map((s) => s.name)).toEqual(['Postres']);
    });

    it('pages newest first by default and orders by the display order on request', async () => {
      const page = await listB({ limit: 2 });
      expect(page).toMatchObject({ count: 5, limit: 2, skip: 0 });
      expect(page.data.map((s) => s.id)).toEqual([ids[4], ids[3]]);
      expect((await listB({ limit: 2, skip: 4 })).data.map((s) => s.id)).toEqual([ids[0]]);
      const byOrder = await listB({ order: 'order__ASC' });
      expect(byOrder.data.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
      const byNameDesc = await listB({ order: 'name__DESC' });
      expect(byNameDesc.data.map((s) => s.name)).toEqual(['Postres', 'Pizzas', 'Hamburguesas', 'Empanadas', 'Bebidas']);
    });

    it('refuses an order by a field that cannot be sorted (400 naming it)', async () => {
      const res = await api.list(w.adminB.headers, { order: 'order__ASC,slug__DESC' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('slug');
    });
  });
});
