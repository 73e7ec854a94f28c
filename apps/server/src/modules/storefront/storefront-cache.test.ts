import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { ars } from '@comanda/contract/money';
import { fillPath } from '@comanda/contract/route';
import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { type StorefrontCatalogue, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStorefrontWorld, orderBody, postOrder, putStock, type StorefrontWorld, staffCall } from '../../testing/storefront-kit';
import { createSecondInstance, resultOf, type SecondInstance } from '../../testing/test-app';
import { createStorefrontAnswers } from './storefront-answers.service';

/** The article's price as the storefront shows it; 'agotado' when it is listed sold out, undefined when not shown. */
function priceShown(catalogue: StorefrontCatalogue, articleId: string): number | 'agotado' | undefined {
  for (const section of catalogue.sections) {
    const article = section.articles.find((candidate) => candidate.id === articleId);
    if (article) return article.sold_out ? 'agotado' : article.price.total.amount;
  }
  return undefined;
}

describe('storefront answers are kept per store and follow its changes', () => {
  let w: StorefrontWorld;
  let second: SecondInstance;
  beforeAll(async () => {
    w = await createStorefrontWorld('guardada');
    // A second instance on the same database: on PostgreSQL its own handle (pool and listening
    // connection), so it hears of changes only through the database's notifications.
    second = await createSecondInstance(w.t);
  });
  afterAll(async () => {
    await second.close();
    await w.t.close();
  });

  const get = (app: FastifyInstance, route: typeof storefrontRoutes.store | typeof storefrontRoutes.catalogue, etag?: string) =>
    app.inject({
      method: 'GET',
      url: fillPath(route.path, { slug: w.slug }),
      headers: etag ? { 'if-none-match': etag } : {},
    });
  const catalogueOn = async (app: FastifyInstance) => resultOf(storefrontRoutes.catalogue, await get(app, storefrontRoutes.catalogue));
  const savePizza = (total: number, extra: Record<string, unknown> = {}) =>
    staffCall(
      w.t,
      w.admin,
      articleRoutes.save,
      {
        name: 'Pizza',
        slug: 'pizza',
        price: { import: ars(total), discount: 0, total: ars(total) },
        toppings: [{ id: w.ids.extras, min: 0, max: 3, required: false }],
        ...extra,
      },
      { id: w.ids.pizza },
    );
  // Another instance hears of a change once the database's notification reaches it: at once on
  // PGlite (in process, with the commit), within milliseconds on PostgreSQL.
  const eventually = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 5_000, interval: 20 });

  it('answers 304 without a body to an If-None-Match naming its ETag, and the full answer to any other', async () => {
    for (const route of [storefrontRoutes.store, storefrontRoutes.catalogue]) {
      const first = await get(w.t.app, route);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await get(w.t.app, route, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(w.t.app, route, `W/${etag}`)).statusCode).toBe(304);
      expect((await get(w.t.app, route, `"otra", ${etag}`)).statusCode).toBe(304);

      const stale = await get(w.t.app, route, '"otra-version"');
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      // The other instance computes the same answer, so it has the same version.
      expect((await get(second.app, route, etag)).statusCode).toBe(304);
    }
  });

  it('shows a new price on the next GET, here and on the other instance, with a new ETag', async () => {
    const before = await get(w.t.app, storefrontRoutes.catalogue);
    expect(priceShown(await catalogueOn(second.app), w.ids.pizza)).toBe(1000);
    await savePizza(1250);
    const after = await get(w.t.app, storefrontRoutes.catalogue, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(priceShown(resultOf(storefrontRoutes.catalogue, after), w.ids.pizza)).toBe(1250);
    await eventually(async () => priceShown(await catalogueOn(second.app), w.ids.pizza)).toBe(1250);
  });

  it('shows a disabled article sold out on the next GET, on both instances, and available again when enabled', async () => {
    expect(priceShown(await catalogueOn(second.app), w.ids.pizza)).toBe(1250);
    await savePizza(1250, { disabled: true });
    expect(priceShown(await catalogueOn(w.t.app), w.ids.pizza)).toBe('agotado');
    await eventually(async () => priceShown(await catalogueOn(second.app), w.ids.pizza)).toBe('agotado');
    await savePizza(1250, { disabled: false });
    expect(priceShown(await catalogueOn(w.t.app), w.ids.pizza)).toBe(1250);
    await eventually(async () => priceShown(await catalogueOn(second.app), w.ids.pizza)).toBe(1250);
  });

  it('shows sold out an article that an order disabled by taking its stock, on both instances', async () => {
    // Two empanadas left; the article is disabled at 1 or fewer.
    await putStock(w, 2, [{ id: w.ids.empanada, type: 'article', disable_min_count: 1 }]);
    expect(priceShown(await catalogueOn(w.t.app), w.ids.empanada)).toBe(450);
    expect(priceShown(await catalogueOn(second.app), w.ids.empanada)).toBe(450);
    resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { items: [{ article_id: w.ids.empanada, toppings: [] }] })),
    );
    // The order's own transaction announced it: no staff request was involved on either instance.
    await eventually(async () => priceShown(await catalogueOn(w.t.app), w.ids.empanada)).toBe('agotado');
    await eventually(async () => priceShown(await catalogueOn(second.app), w.ids.empanada)).toBe('agotado');
  });

  it('follows a change written straight to the database, and a slug that starts naming a store', async () => {
    await w.t.database.db.updateTable('articles').set({ name: 'Pizza grande' }).where('id', '=', w.ids.pizza).execute();
    const pizzaName = async (app: FastifyInstance) =>
      (await catalogueOn(app)).sections.flatMap((section) => section.articles).find((article) => article.id === w.ids.pizza)?.name;
    await eventually(() => pizzaName(w.t.app)).toBe('Pizza grande');
    await eventually(() => pizzaName(second.app)).toBe('Pizza grande');

    const unknown = () => second.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.store.path, { slug: 'todavia-no' }) });
    expect((await unknown()).statusCode).toBe(404);
    await createStorefrontWorld('todavia-no', w.t);
    await eventually(async () => (await unknown()).statusCode).toBe(200);
  });

  it("shows the store's phone once saved on the profile, on both instances, and none once cleared", async () => {
    const phoneOn = async (app: FastifyInstance) => resultOf(storefrontRoutes.store, await get(app, storefrontRoutes.store)).phone;
    expect(await phoneOn(second.app)).toBeNull();
    const profile = { name: 'Tienda guardada', slug: w.slug, logo_url: null, background_url: null, icon_url: null };
    await staffCall(w.t, w.admin, storeProfileRoutes.save, { ...profile, phone: '0341 15 612-3456' });
    await eventually(() => phoneOn(w.t.app)).toBe('+5493416123456');
    await eventually(() => phoneOn(second.app)).toBe('+5493416123456');
    await staffCall(w.t, w.admin, storeProfileRoutes.save, { ...profile, phone: null });
    await eventually(() => phoneOn(w.t.app)).toBeNull();
    await eventually(() => phoneOn(second.app)).toBeNull();
  });

  it('closes and opens the store with the turn on both instances', async () => {
    const openNow = async (app: FastifyInstance) => resultOf(storefrontRoutes.store, await get(app, storefrontRoutes.store)).open_now;
    expect(await openNow(second.app)).toBe(true);
    await staffCall(w.t, w.admin, turnRoutes.close);
    expect(await openNow(w.t.app)).toBe(false);
    await eventually(() => openNow(second.app)).toBe(false);
    await staffCall(w.t, w.admin, turnRoutes.open);
    expect(await openNow(w.t.app)).toBe(true);
    await eventually(() => openNow(second.app)).toBe(true);
  });

  it('reads the database once per change, and decides open_now from the kept hours at each request', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    // Wednesday 08:30 to 12:00 in Buenos Aires (UTC-3).
    await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
      schedules: [{ id: randomUUID(), day: 'wed', start: '08:30', end: '12:00', active: true }],
    });
    const answers = createStorefrontAnswers({ ...w.t.database, db: w.t.database.db.withPlugin(counting) }, w.t.app.log);
    try {
      const openAt = async (instant: string) => {
        const answer = await answers.store(w.slug, new Date(instant));
        return (JSON.parse(answer.body.toString()) as { result: { open_now: boolean } }).result.open_now;
      };
      expect(await openAt('2026-03-04T12:00:00Z')).toBe(true);
      const read = queries;
      expect(read).toBeGreaterThan(0);
      expect(await openAt('2026-03-04T15:00:00Z')).toBe(false); // 12:00 local: past the end
      expect(await openAt('2026-03-04T11:29:00Z')).toBe(false);
      expect(await openAt('2026-03-04T11:30:00Z')).toBe(true);
      await answers.catalogue(w.slug);
      const withCatalogue = queries;
      await Promise.all(Array.from({ length: 20 }, () => answers.catalogue(w.slug)));
      expect(queries).toBe(withCatalogue);

      // A change of the store is read again, once, however many ask at the same time.
      await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
        schedules: [{ id: randomUUID(), day: 'wed', start: '08:30', end: '09:00', active: true }],
      });
      answers.storeChanged(w.storeId); // what the hook does for a write through this instance
      const results = await Promise.all(Array.from({ length: 10 }, () => openAt('2026-03-04T12:30:00Z')));
      expect(results).toEqual(Array.from({ length: 10 }, () => false));
      expect(queries - withCatalogue).toBe(read);
    } finally {
      await answers.close();
    }
  });
});
