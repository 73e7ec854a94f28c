import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { soldOutRoutes } from '@comanda/contract/catalogue/sold-out';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import type { Role } from '@comanda/contract/roles';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { type StaffFixture, staffAccess } from '../../../testing/fixtures';
import { createStorefrontWorld, type StorefrontWorld } from '../../../testing/storefront-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

describe('catalogue: sold out in one tap', () => {
  let w: StorefrontWorld;
  let other: StorefrontWorld;
  const staff = {} as Record<Role, StaffFixture>;
  beforeAll(async () => {
    w = await createStorefrontWorld('tienda-a');
    other = await createStorefrontWorld('tienda-b', w.t);
    for (const role of ['root', 'admin', 'operator', 'delivery', 'initial'] as const) {
      staff[role] = await staffAccess(w.t, { storeId: w.storeId, role });
    }
  });
  afterAll(() => w.t.close());

  const call = (
    who: StaffFixture,
    route: RouteDefinition,
    params: Record<string, string>,
    body: unknown,
    ifMatch?: string,
  ): Promise<LightMyRequestResponse> =>
    w.t.app.inject({
      method: route.method,
      url: fillPath(route.path, params),
      headers: { ...who.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: body as object,
    });
  const markArticle = (who: StaffFixture, id: string, soldOut: boolean) =>
    call(who, soldOutRoutes.article, { id }, { sold_out: soldOut });
  const markOption = (who: StaffFixture, id: string, optionId: string, soldOut: boolean) =>
    call(who, soldOutRoutes.toppingOption, { id, optionId }, { sold_out: soldOut });
  const publicCatalogue = async (slug = w.slug) =>
    resultOf(
      storefrontRoutes.catalogue,
      await w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.catalogue.path, { slug }) }),
    );
  // What customers can order: the public catalogue lists sold-out articles and options too, marked.
  const publicArticleIds = async (slug?: string, soldOut = false) =>
    (await publicCatalogue(slug)).sections.flatMap((section) =>
      section.articles.filter((article) => article.sold_out === soldOut).map((article) => article.id),
    );
  const publicOptionIds = async (soldOut = false) =>
    (await publicCatalogue()).toppings.flatMap((topping) =>
      topping.options.filter((option) => option.sold_out === soldOut).map((option) => option.id),
    );
  const article = async (who: StaffFixture, id: string) =>
    resultOf(articleRoutes.get, await call(who, articleRoutes.get, { id }, undefined));

  describe('what the operator reads to choose', () => {
    it('the article and topping lists, of its own store only; never the forms', async () => {
      const articles = resultOf(articleRoutes.list, await call(staff.operator, articleRoutes.list, {}, undefined));
      expect(articles.data.map((item) => item.id)).toEqual(expect.arrayContaining([w.ids.pizza, w.ids.disabled]));
      expect(articles.data.map((item) => item.id)).not.toContain(other.ids.pizza);
      const toppings = resultOf(toppingRoutes.list, await call(staff.operator, toppingRoutes.list, {}, undefined));
      expect(toppings.data.map((item) => item.id).sort()).toEqual([w.ids.extras, w.ids.doneness].sort());
      expect(errorOf(await call(staff.operator, articleRoutes.get, { id: w.ids.pizza }, undefined)).status).toBe(403);
      expect(errorOf(await call(staff.operator, toppingRoutes.get, { id: w.ids.extras }, undefined)).status).toBe(403);
    });

    it.each(['delivery', 'initial'] as const)('%s reads neither list (403)', async (role) => {
      expect(errorOf(await call(staff[role], articleRoutes.list, {}, undefined)).status).toBe(403);
      expect(errorOf(await call(staff[role], toppingRoutes.list, {}, undefined)).status).toBe(403);
    });
  });

  describe('an article', () => {
    it.each(['root', 'admin', 'operator'] as const)('%s marks it sold out and back; the answer is the article', async (role) => {
      const sold = resultOf(soldOutRoutes.article, await markArticle(staff[role], w.ids.empanada, true));
      expect(sold).toMatchObject({ id: w.ids.empanada, name: 'Empanada', disabled: true });
      const back = resultOf(soldOutRoutes.article, await markArticle(staff[role], w.ids.empanada, false));
      expect(back).toMatchObject({ id: w.ids.empanada, disabled: false });
      expect(back).toEqual(await article(w.admin, w.ids.empanada));
    });

    it.each(['delivery', 'initial'] as const)('%s gets 403 and the article stays as it was', async (role) => {
      expect(errorOf(await markArticle(staff[role], w.ids.empanada, true))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await article(w.admin, w.ids.empanada)).disabled).toBe(false);
    });

    it('shows sold out in the public catalogue at once (listed, not orderable), and available again when marked', async () => {
      expect(await publicArticleIds()).toContain(w.ids.pizza);
      resultOf(soldOutRoutes.article, await markArticle(staff.operator, w.ids.pizza, true));
      expect(await publicArticleIds()).not.toContain(w.ids.pizza);
      expect(await publicArticleIds(undefined, true)).toContain(w.ids.pizza);
      resultOf(soldOutRoutes.article, await markArticle(staff.operator, w.ids.pizza, false));
      expect(await publicArticleIds()).toContain(w.ids.pizza);
    });

    it('changes only disabled: an edit saved elsewhere meanwhile is kept', async () => {
      const before = await article(w.admin, w.ids.burger);
      const { id: _id, created_at: _createdAt, ...body } = before;
      resultOf(articleRoutes.save, await call(w.admin, articleRoutes.save, { id: w.ids.burger }, { ...body, name: 'Hamburguesa doble' }));
      const sold = resultOf(soldOutRoutes.article, await markArticle(staff.operator, w.ids.burger, true));
      expect(sold).toEqual({ ...before, name: 'Hamburguesa doble', disabled: true });
      resultOf(soldOutRoutes.article, await markArticle(staff.operator, w.ids.burger, false));
    });

    it("changes the article's version: a form loaded before gets VERSION:STALE and saves nothing", async () => {
      const loaded = await call(w.admin, articleRoutes.get, { id: w.ids.empanada }, undefined);
      const etag = loaded.headers.etag as string;
      const { id: _id, created_at: _createdAt, ...body } = resultOf(articleRoutes.get, loaded);
      const sold = await markArticle(staff.operator, w.ids.empanada, true);
      expect(sold.headers.etag).toBeDefined();
      expect(sold.headers.etag).not.toBe(etag);
      const stale = await call(w.admin, articleRoutes.save, { id: w.ids.empanada }, { ...body, name: 'Pisada' }, etag);
      expect(errorOf(stale)).toMatchObject({ status: 412, code: 'VERSION:STALE' });
      expect(await article(w.admin, w.ids.empanada)).toMatchObject({ name: 'Empanada', disabled: true });
      // The sold-out answer's ETag is the next GET's, and If-Match is honoured on the tap too.
      const fresh = await call(w.admin, articleRoutes.get, { id: w.ids.empanada }, undefined);
      expect(fresh.headers.etag).toBe(sold.headers.etag);
      const staleTap = await call(staff.operator, soldOutRoutes.article, { id: w.ids.empanada }, { sold_out: false }, etag);
      expect(errorOf(staleTap)).toMatchObject({ status: 412, code: 'VERSION:STALE' });
      resultOf(soldOutRoutes.article, await markArticle(staff.operator, w.ids.empanada, false));
    });

    it("another store's article or an unknown id: 404, and the other store's article stays on sale", async () => {
      for (const id of [other.ids.pizza, randomUUID()]) {
        expect(errorOf(await markArticle(staff.operator, id, true))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        const withIfMatch = await call(staff.operator, soldOutRoutes.article, { id }, { sold_out: true }, '*');
        expect(errorOf(withIfMatch)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      expect(await publicArticleIds(other.slug)).toContain(other.ids.pizza);
    });

    it('a bad body or id: 400, nothing changes', async () => {
      for (const body of [{}, { sold_out: 'si' }, { sold_out: null }]) {
        const res = await call(staff.operator, soldOutRoutes.article, { id: w.ids.empanada }, body);
        expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
      expect(errorOf(await markArticle(staff.operator, 'no-es-un-id', true))).toMatchObject({ status: 400 });
      expect((await article(w.admin, w.ids.empanada)).disabled).toBe(false);
    });
  });

  describe('a topping option', () => {
    it.each(['root', 'admin', 'operator'] as const)('%s marks it sold out and back; the answer is the topping', async (role) => {
      const sold = resultOf(soldOutRoutes.toppingOption, await markOption(staff[role], w.ids.extras, w.ids.ham, true));
      expect(sold.id).toBe(w.ids.extras);
      expect(sold.options.map((option) => [option.name, option.disabled])).toEqual([
        ['Queso', false],
        ['Jamon', true],
        ['Anchoa', true],
      ]);
      const back = resultOf(soldOutRoutes.toppingOption, await markOption(staff[role], w.ids.extras, w.ids.ham, false));
      expect(back.options.find((option) => option.id === w.ids.ham)?.disabled).toBe(false);
    });

    it.each(['delivery', 'initial'] as const)('%s gets 403', async (role) => {
      expect(errorOf(await markOption(staff[role], w.ids.extras, w.ids.ham, true))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(await publicOptionIds()).toContain(w.ids.ham);
    });

    it('shows sold out in the public catalogue at once (listed, not orderable), and available again when marked', async () => {
      expect(await publicOptionIds()).toContain(w.ids.cheese);
      resultOf(soldOutRoutes.toppingOption, await markOption(staff.operator, w.ids.extras, w.ids.cheese, true));
      expect(await publicOptionIds()).not.toContain(w.ids.cheese);
      expect(await publicOptionIds(true)).toContain(w.ids.cheese);
      expect(await publicOptionIds()).toContain(w.ids.ham);
      resultOf(soldOutRoutes.toppingOption, await markOption(staff.operator, w.ids.extras, w.ids.cheese, false));
      expect(await publicOptionIds()).toContain(w.ids.cheese);
    });

    it("changes the topping's version: a form loaded before gets VERSION:STALE", async () => {
      const loaded = await call(w.admin, toppingRoutes.get, { id: w.ids.doneness }, undefined);
      const { id: _id, created_at: _createdAt, ...body } = resultOf(toppingRoutes.get, loaded);
      resultOf(soldOutRoutes.toppingOption, await markOption(staff.operator, w.ids.doneness, w.ids.rare, true));
      const stale = await call(w.admin, toppingRoutes.save, { id: w.ids.doneness }, body, loaded.headers.etag as string);
      expect(errorOf(stale)).toMatchObject({ status: 412, code: 'VERSION:STALE' });
      resultOf(soldOutRoutes.toppingOption, await markOption(staff.operator, w.ids.doneness, w.ids.rare, false));
    });

    it("another store's topping, an unknown option or one of another topping: 404, nothing changes", async () => {
      const attempts: [string, string][] = [
        [other.ids.extras, other.ids.ham],
        [w.ids.extras, randomUUID()],
        [w.ids.extras, w.ids.rare],
        [randomUUID(), w.ids.ham],
      ];
      for (const [toppingId, optionId] of attempts) {
        expect(errorOf(await markOption(staff.operator, toppingId, optionId, true))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      expect(await publicOptionIds()).toEqual(expect.arrayContaining([w.ids.ham, w.ids.rare]));
      const otherOptions = (await publicCatalogue(other.slug)).toppings.flatMap((topping) => topping.options.map((o) => o.id));
      expect(otherOptions).toContain(other.ids.ham);
    });

    it('a bad body: 400', async () => {
      const res = await call(staff.operator, soldOutRoutes.toppingOption, { id: w.ids.extras, optionId: w.ids.ham }, { sold_out: 1 });
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });
  });
});
