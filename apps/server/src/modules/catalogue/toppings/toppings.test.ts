import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ToppingBodyInput, toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import { type CatalogueCalls, type CatalogueWorld, catalogueCalls, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

const option = (name: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name,
  description: '',
  disabled: false,
  import: ars(amount),
  discount: 0,
  total: ars(amount),
  ...overrides,
});

const toppingBody = (overrides: Partial<ToppingBodyInput> = {}): ToppingBodyInput => ({
  name: 'Salsas',
  description: 'Para acompañar',
  visible: true,
  options: [option('Chimichurri', 0), option('Salsa criolla', 500)],
  ...overrides,
});

describe('catalogue: toppings', () => {
  let w: CatalogueWorld;
  let api: CatalogueCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = catalogueCalls(w.t, toppingRoutes);
  });
  afterAll(() => w.t.close());

  describe('save (PUT)', () => {
    it('creates the topping with its options in order; GET answers the same', async () => {
      const id = randomUUID();
      const body = toppingBody();
      const saved = resultOf(toppingRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(saved).toMatchObject({ id, name: 'Salsas', description: 'Para acompañar', visible: true });
      expect(saved.options).toEqual(body.options);
      expect(resultOf(toppingRoutes.get, await api.get(w.adminA.headers, id))).toEqual(saved);
    });

    it('updates options in place: kept ids stay, removed ones go, new order holds', async () => {
      const id = randomUUID();
      const [small, medium, large] = [option('Chico', 0), option('Mediano', 1500), option('Grande', 3000)];
      resultOf(toppingRoutes.save, await api.put(w.adminA.headers, id, toppingBody({ name: 'Tamaño', options: [small, medium] })));
      const renamedSmall = { ...small, name: 'Individual', disabled: true };
      const updated = resultOf(
        toppingRoutes.save,
        await api.put(w.adminA.headers, id, toppingBody({ name: 'Tamaño', visible: false, options: [large, renamedSmall] })),
      );
      expect(updated.visible).toBe(false);
      expect(updated.options).toEqual([large, renamedSmall]);
    });

    it('keeps option prices exact with the canonical total', async () => {
      const id = randomUUID();
      const discounted = option('Doble cheddar', 1999.99, { discount: 15, total: ars(1699.99) });
      const saved = resultOf(toppingRoutes.save, await api.put(w.adminA.headers, id, toppingBody({ options: [discounted] })));
      // 199999 cents x 85% = 169999.15 -> 169999
      expect(saved.options[0]).toMatchObject({ import: ars(1999.99), discount: 15, total: ars(1699.99) });
    });

    it.each([
      ['body.name', { name: '' }],
      ['body.options.0.total', { options: [option('Mal precio', 100, { total: ars(90) })] }],
      ['body.options.0.import', { options: [option('Negativo', -5)] }],
      ['body.options.0.name', { options: [option('', 100)] }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await api.put(w.adminA.headers, randomUUID(), toppingBody(overrides as Partial<ToppingBodyInput>));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });

    it('refuses the same option id twice in the body (400)', async () => {
      const repeated = option('Repetida', 100);
      const res = await api.put(w.adminA.headers, randomUUID(), toppingBody({ options: [repeated, repeated] }));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });

    it("refuses an option id that belongs to another topping, of this store or another (400), writing nothing", async () => {
      const owned = option('Propia', 100);
      resultOf(toppingRoutes.save, await api.put(w.adminA.headers, randomUUID(), toppingBody({ options: [owned] })));
      const foreign = option('De B', 100);
      resultOf(toppingRoutes.save, await api.put(w.adminB.headers, randomUUID(), toppingBody({ options: [foreign] })));
      for (const stolen of [owned, foreign]) {
        const id = randomUUID();
        const res = await api.put(w.adminA.headers, id, toppingBody({ options: [option('Nueva', 1), stolen] }));
        expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(errorOf(res).description).toContain('body.options.1.id');
        expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
      }
    });
  });

  describe('tenancy and roles', () => {
    it("another store's admin gets 404 on GET and PUT, and the topping stays as it was", async () => {
      const id = randomUUID();
      const original = resultOf(toppingRoutes.save, await api.put(w.adminA.headers, id, toppingBody()));
      expect(errorOf(await api.get(w.adminB.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(errorOf(await api.put(w.adminB.headers, id, toppingBody({ name: 'Robado', options: [] })))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(resultOf(toppingRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
    });

    it('delivery and initial staff get 403 on list, get and save', async () => {
      const id = randomUUID();
      for (const staff of [w.deliveryA, w.initialA]) {
        expect(errorOf(await api.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.get(staff.headers, id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, id, toppingBody()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
      expect(errorOf(await api.get(w.adminA.headers, id)).status).toBe(404);
    });
  });

  describe('list', () => {
    const saved: Array<{ id: string; optionId: string }> = [];
    beforeAll(async () => {
      const toppings: Array<[string, string]> = [
        ['Gustos de empanada', 'Carne cortada a cuchillo'],
        ['Punto de la carne', 'Jugoso'],
        ['Bebida del combo', 'Agua sin gas'],
        ['Extra queso', 'Muzzarella'],
      ];
      for (const [name, optionName] of toppings) {
        const id = randomUUID();
        const first = option(optionName, 800);
        resultOf(
          toppingRoutes.save,
          await api.put(w.adminB.headers, id, toppingBody({ name, description: 'lista', options: [first] })),
        );
        saved.push({ id, optionId: first.id });
      }
    });
    const listB = async (query: Record<string, string | number>) =>
      resultOf(toppingRoutes.list, await api.list(w.adminB.headers, query));

    it('finds a topping by its name or by the name of one of its options', async () => {
      expect((await listB({ query: 'empanada' })).data.map((t) => t.name)).toEqual(['Gustos de empanada']);
      expect((await listB({ query: 'MUZZARELLA' })).data.map((t) => t.name)).toEqual(['Extra queso']);
      expect((await listB({ query: 'cuchillo gustos' })).data.map((t) => t.name)).toEqual(['Gustos de empanada']);
    });

    it('pages and orders (newest first by default, by name on request)', async () => {
      const page = await listB({ query: 'lista', limit: 3, skip: 0 });
      expect(page).toMatchObject({ count: 4, limit: 3, skip: 0 });
      expect(page.data.map((t) => t.id)).toEqual([saved[3]?.id, saved[2]?.id, saved[1]?.id]);
      expect((await listB({ query: 'lista', limit: 3, skip: 3 })).data.map((t) => t.id)).toEqual([saved[0]?.id]);
      const byName = await listB({ query: 'lista', order: 'name__ASC' });
      expect(byName.data.map((t) => t.name)).toEqual([
        'Bebida del combo',
        'Extra queso',
        'Gustos de empanada',
        'Punto de la carne',
      ]);
    });

    it('refuses an order by a field that cannot be sorted (400 naming it)', async () => {
      const res = await api.list(w.adminB.headers, { order: 'visible__ASC' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('visible');
    });

    it('filters by topping ids and by option ids (the stock picker shows option names this way)', async () => {
      const byIds = await listB({ ids: [saved[0]?.id, saved[2]?.id].join(',') });
      expect(byIds.data.map((t) => t.id).sort()).toEqual([saved[0]?.id, saved[2]?.id].sort());
      const byOption = await listB({ option_ids: saved[1]?.optionId ?? '' });
      expect(byOption.data.map((t) => t.id)).toEqual([saved[1]?.id]);
      // Another store's option ids find nothing.
      const foreign = resultOf(toppingRoutes.list, await api.list(w.adminA.headers, { option_ids: saved[1]?.optionId ?? '' }));
      expect(foreign.count).toBe(0);
    });

    it('filters by ids and option ids sent as repeated parameters, the way the web client sends them', async () => {
      const listBy = async (pairs: Array<[string, string]>) => {
        const url = `${toppingRoutes.list.path}?${new URLSearchParams(pairs)}`;
        const page = resultOf(toppingRoutes.list, await w.t.app.inject({ method: 'GET', url, headers: w.adminB.headers }));
        return page.data.map((t) => t.id).sort();
      };
      expect(await listBy([['ids', saved[0]?.id ?? ''], ['ids', saved[2]?.id ?? '']])).toEqual([saved[0]?.id, saved[2]?.id].sort());
      expect(await listBy([['option_ids', saved[1]?.optionId ?? ''], ['option_ids', saved[3]?.optionId ?? '']])).toEqual(
        [saved[1]?.id, saved[3]?.id].sort(),
      );
    });
  });
});
