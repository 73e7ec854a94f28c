import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponBodyInput, couponRoutes } from '@comanda/contract/catalogue/coupons';
import { ars } from '@comanda/contract/money';
import { type CatalogueCalls, type CatalogueWorld, catalogueCalls, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

let serial = 0;
const couponBody = (overrides: Partial<CouponBodyInput> = {}): CouponBodyInput => ({
  code: `CUPON${++serial}`,
  active: true,
  discount_percent: 10,
  discount_amount: null,
  max_percent: null,
  max_amount: ars(5000),
  max_use: 100,
  schedule: [
    { id: randomUUID(), from: '2026-03-01T00:00:00-03:00', to: '2026-03-31T23:59:59-03:00', active: true },
  ],
  ...overrides,
});

describe('catalogue: coupons', () => {
  let w: CatalogueWorld;
  let api: CatalogueCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = catalogueCalls(w.t, couponRoutes);
  });
  afterAll(() => w.t.close());

  describe('save (PUT)', () => {
    it('creates the coupon (code in upper case, use_count 0, schedule kept); GET answers the same', async () => {
      const id = randomUUID();
      const body = couponBody({ code: 'verano-26' });
      const saved = resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(saved).toMatchObject({
        id,
        code: 'VERANO-26',
        store_id: w.storeA,
        active: true,
        discount_percent: 10,
        discount_amount: null,
        max_percent: null,
        max_amount: ars(5000),
        use_count: 0,
        max_use: 100,
      });
      // Same instants, answered in UTC.
      expect(saved.schedule).toEqual([
        { id: body.schedule?.[0]?.id, from: '2026-03-01T03:00:00.000Z', to: '2026-04-01T02:59:59.000Z', active: true },
      ]);
      expect(resultOf(couponRoutes.get, await api.get(w.adminA.headers, id))).toEqual(saved);
    });

    it('saves zero or empty discount and max fields as null', async () => {
      const saved = resultOf(
        couponRoutes.save,
        await api.put(
          w.adminA.headers,
          randomUUID(),
          couponBody({
            discount_percent: 0,
            discount_amount: ars(0),
            max_percent: '',
            max_amount: null,
            max_use: 0,
            schedule: [],
          }),
        ),
      );
      expect(saved).toMatchObject({
        discount_percent: null,
        discount_amount: null,
        max_percent: null,
        max_amount: null,
        max_use: null,
        schedule: [],
      });
    });

    it('never takes use_count from the body, on create or update', async () => {
      const id = randomUUID();
      const body = { ...couponBody(), use_count: 42 };
      expect(resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, body)).use_count).toBe(0);
      await w.t.database.db.updateTable('coupons').set({ use_count: 7 }).where('id', '=', id).execute();
      const updated = resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, { ...body, use_count: 0, active: false }));
      expect(updated).toMatchObject({ use_count: 7, active: false });
    });

    it('keeps the code fixed after creation (409 COUPON:CODE:FIXED) and changes nothing', async () => {
      const id = randomUUID();
      const original = resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, couponBody({ code: 'FIJO' })));
      const res = await api.put(w.adminA.headers, id, couponBody({ code: 'OTRO', discount_percent: 50 }));
      expect(errorOf(res)).toMatchObject({ status: 409, code: 'COUPON:CODE:FIXED' });
      expect(resultOf(couponRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
      // The same code typed in lower case is the same code.
      const same = resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, couponBody({ code: 'fijo', discount_percent: 50 })));
      expect(same).toMatchObject({ code: 'FIJO', discount_percent: 50 });
    });

    it('keeps codes unique per store (409 COUPON:CODE:TAKEN); another store may use the code', async () => {
      resultOf(couponRoutes.save, await api.put(w.adminA.headers, randomUUID(), couponBody({ code: 'UNICO' })));
      const second = randomUUID();
      expect(errorOf(await api.put(w.adminA.headers, second, couponBody({ code: 'unico' })))).toMatchObject({
        status: 409,
        code: 'COUPON:CODE:TAKEN',
      });
      expect(errorOf(await api.get(w.adminA.headers, second)).status).toBe(404);
      resultOf(couponRoutes.save, await api.put(w.adminB.headers, randomUUID(), couponBody({ code: 'UNICO' })));
    });

    it.each([
      ['body.discount_percent', { discount_percent: 101 }],
      ['body.max_percent', { max_percent: -1 }],
      ['body.discount_amount', { discount_amount: ars(-10) }],
      ['body.max_use', { max_use: -1 }],
      ['body.max_use', { max_use: 1.5 }],
      ['body.code', { code: 'con espacio' }],
      ['body.schedule.0.to', { schedule: [{ id: randomUUID(), from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z', active: true }] }],
      ['body.schedule.0.from', { schedule: [{ id: randomUUID(), from: 'manana', to: '2026-03-01T00:00:00Z', active: true }] }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await api.put(w.adminA.headers, randomUUID(), couponBody(overrides as Partial<CouponBodyInput>));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });
  });

  describe('tenancy and roles', () => {
    it("another store's admin gets 404 on GET and PUT (even with the same code), and the coupon stays", async () => {
      const id = randomUUID();
      const body = couponBody({ code: 'AJENO' });
      const original = resultOf(couponRoutes.save, await api.put(w.adminA.headers, id, body));
      expect(errorOf(await api.get(w.adminB.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(errorOf(await api.put(w.adminB.headers, id, { ...body, discount_percent: 99 }))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(errorOf(await api.put(w.adminB.headers, id, couponBody({ code: 'OTRO-B' })))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(resultOf(couponRoutes.get, await api.get(w.adminA.headers, id))).toEqual(original);
    });

    it('delivery and initial staff get 403 on list, get and save', async () => {
      const id = randomUUID();
      for (const staff of [w.deliveryA, w.initialA]) {
        expect(errorOf(await api.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.get(staff.headers, id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, id, couponBody()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    });
  });

  describe('list', () => {
    const ids: string[] = [];
    beforeAll(async () => {
      for (const [index, code] of ['LISTA-BIENVENIDA', 'LISTA-FINDE20', 'LISTA-FINDE_LARGO', 'LISTA-MUNDIAL'].entries()) {
        const id = randomUUID();
        ids.push(id);
        resultOf(couponRoutes.save, await api.put(w.adminB.headers, id, couponBody({ code })));
        await w.t.database.db.updateTable('coupons').set({ use_count: index * 3 }).where('id', '=', id).execute();
      }
    });
    const listB = async (query: Record<string, string | number>) =>
      resultOf(couponRoutes.list, await api.list(w.adminB.headers, query));

    it('searches the code, with _ taken literally', async () => {
      expect((await listB({ query: 'finde' })).data.map((c) => c.code).sort()).toEqual(['LISTA-FINDE20', 'LISTA-FINDE_LARGO']);
      expect((await listB({ query: 'e_l' })).data.map((c) => c.code)).toEqual(['LISTA-FINDE_LARGO']);
    });

    it('pages newest first by default and orders by use_count or code on request', async () => {
      const page = await listB({ query: 'lista', limit: 3 });
      expect(page).toMatchObject({ count: 4, limit: 3, skip: 0 });
      expect(page.data.map((c) => c.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect((await listB({ query: 'lista', order: 'use_count__DESC' })).data.map((c) => c.use_count)).toEqual([9, 6, 3, 0]);
      expect((await listB({ query: 'lista', order: 'code__ASC', skip: 1, limit: 2 })).data.map((c) => c.code)).toEqual([
        'LISTA-FINDE20',
        'LISTA-FINDE_LARGO',
      ]);
    });

    it('refuses an order by a field that cannot be sorted (400 naming it)', async () => {
      const res = await api.list(w.adminB.headers, { order: 'max_use__DESC' });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('max_use');
    });
  });
});
