import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleBodyInput, articleRoutes } from '@comanda/contract/catalogue/articles';
import { errorCatalogue } from '@comanda/contract/errors';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { versionedResources } from '@comanda/contract/versioned-routes';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { type CatalogueWorld, createCatalogueWorld } from '../testing/catalogue-kit';
import type { StaffFixture } from '../testing/fixtures';
import { placeOrder, storeEventCount, testOrder } from '../testing/order-kit';
import { errorOf, resultOf } from '../testing/test-app';

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const articleBody = (overrides: Partial<ArticleBodyInput> = {}): ArticleBodyInput => ({
  name: 'Empanada de carne',
  slug: `empanada-${randomUUID().slice(0, 8)}`,
  description: 'Cortada a cuchillo',
  images_url: [],
  disabled: false,
  price: { import: ars(1000), discount: 0, total: ars(1000) },
  toppings: [],
  ...overrides,
});

const STALE = { status: 412, code: 'VERSION:STALE', description: 'Otro usuario modifico esto; recarga' };

describe('versions (ETag) and If-Match on the entities, settings and orders staff edit', () => {
  let w: CatalogueWorld;
  beforeAll(async () => {
    w = await createCatalogueWorld();
  });
  afterAll(() => w.t.close());

  const call = (
    who: StaffFixture,
    route: RouteDefinition,
    params: Record<string, string> = {},
    options: { body?: unknown; ifMatch?: string; app?: FastifyInstance } = {},
  ): Promise<LightMyRequestResponse> =>
    (options.app ?? w.t.app).inject({
      method: route.method,
      url: fillPath(route.path, params),
      headers: { ...who.headers, ...(options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch }) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  const etagOf = (res: LightMyRequestResponse): string => {
    const etag = res.headers.etag;
    if (typeof etag !== 'string') throw new Error(`No ETag in ${res.statusCode}: ${res.body}`);
    return etag;
  };
  const newArticle = async (who: StaffFixture = w.adminA, body = articleBody()) => {
    const id = randomUUID();
    const res = await call(who, articleRoutes.save, { id }, { body });
    return { id, body, etag: etagOf(res) };
  };

  describe('an article', () => {
    it('GET answers a strong ETag; a PUT without If-Match saves as before and answers the ETag the next GET answers', async () => {
      const { id, body, etag } = await newArticle();
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(etagOf(await call(w.adminA, articleRoutes.get, { id }))).toBe(etag);

      const renamed = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Empanada picante' } });
      expect(resultOf(articleRoutes.save, renamed).name).toBe('Empanada picante');
      expect(etagOf(renamed)).not.toBe(etag);
      expect(etagOf(await call(w.adminA, articleRoutes.get, { id }))).toBe(etagOf(renamed));
    });

    it('a stale If-Match answers 412 VERSION:STALE and changes nothing', async () => {
      const { id, body, etag: loaded } = await newArticle();
      const other = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Cambiada por otro' } });
      expect(other.statusCode).toBe(200);

      const stale = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Mi cambio' }, ifMatch: loaded });
      expect(errorOf(stale)).toEqual(STALE);
      expect(errorCatalogue['VERSION:STALE']).toEqual({ status: 412, text: STALE.description });
      const now = await call(w.adminA, articleRoutes.get, { id });
      expect(resultOf(articleRoutes.get, now).name).toBe('Cambiada por otro');
      expect(etagOf(now)).toBe(etagOf(other));
    });

    it('the current If-Match saves and answers a new ETag, which the next GET answers too', async () => {
      const { id, body, etag } = await newArticle();
      const saved = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, disabled: true }, ifMatch: etag });
      expect(resultOf(articleRoutes.save, saved).disabled).toBe(true);
      expect(etagOf(saved)).not.toBe(etag);
      expect(etagOf(await call(w.adminA, articleRoutes.get, { id }))).toBe(etagOf(saved));
      // The version that was current is now stale.
      expect(errorOf(await call(w.adminA, articleRoutes.save, { id }, { body, ifMatch: etag }))).toEqual(STALE);
    });

    it('If-Match: * or a list naming the current version saves; a weak tag of it never matches', async () => {
      const { id, body, etag } = await newArticle();
      const weak = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Debil' }, ifMatch: `W/${etag}` });
      expect(errorOf(weak)).toEqual(STALE);
      const listed = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Lista' }, ifMatch: `"viejo", ${etag}` });
      expect(resultOf(articleRoutes.save, listed).name).toBe('Lista');
      const any = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Cualquiera' }, ifMatch: '*' });
      expect(resultOf(articleRoutes.save, any).name).toBe('Cualquiera');
    });

    it("another store's article stays 404 with or without If-Match, and is not changed", async () => {
      const { id, body, etag } = await newArticle(w.adminB);
      for (const ifMatch of [etag, undefined]) {
        const res = await call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: 'Intruso' }, ifMatch });
        expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      const mine = await call(w.adminB, articleRoutes.get, { id });
      expect(resultOf(articleRoutes.get, mine).name).toBe(body.name);
      expect(etagOf(mine)).toBe(etag);
    });

    it('the list answers no ETag', async () => {
      const res = await call(w.adminA, articleRoutes.list);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeUndefined();
    });
  });

  describe('store and notification settings', () => {
    const settingsGroups = versionedResources.filter(
      (resource) => resource.read.path.startsWith('/v1/backoffice/store/') && resource.writes.length === 1,
    );

    it('covers every settings group: profile, schedule, shipment, take-away, cash, transfer, Mercado Pago, preparation, notifications', () => {
      expect(settingsGroups.map((resource) => resource.read.path.replace('/v1/backoffice/store/', ''))).toEqual([
        'profile',
        'schedule',
        'delivery/shipment',
        'delivery/take_away',
        'payments/cash',
        'payments/bank_transfer',
        'payments/mercado_pago',
        'preparation',
        'notifications',
      ]);
    });

    it.each(settingsGroups.map((resource) => [resource.read.path, resource] as const))(
      '%s: GET answers an ETag; saving what was loaded with it answers the ETag the next GET answers',
      async (_path, { read, writes: [save] }) => {
        if (!save) throw new Error('no PUT');
        const loaded = await call(w.adminA, read);
        const saved = await call(w.adminA, save, {}, { body: resultOf(read, loaded), ifMatch: etagOf(loaded) });
        expect(saved.statusCode).toBe(200);
        expect(etagOf(saved)).toBe(etagOf(await call(w.adminA, read)));
        expect(errorOf(await call(w.adminA, save, {}, { body: resultOf(read, loaded), ifMatch: '"otra"' }))).toEqual(STALE);
      },
    );

    it('preparation: a stale If-Match answers 412 and the delay stays; the current one saves; none saves too', async () => {
      const routes = storePreparationRoutes;
      const loaded = etagOf(await call(w.adminB, routes.save, {}, { body: { delay: 20 } }));
      const other = await call(w.adminB, routes.save, {}, { body: { delay: 25 }, ifMatch: loaded });
      expect(resultOf(routes.save, other)).toEqual({ delay: 25 });

      expect(errorOf(await call(w.adminB, routes.save, {}, { body: { delay: 40 }, ifMatch: loaded }))).toEqual(STALE);
      expect(resultOf(routes.get, await call(w.adminB, routes.get))).toEqual({ delay: 25 });

      const current = await call(w.adminB, routes.save, {}, { body: { delay: 40 }, ifMatch: etagOf(other) });
      expect(resultOf(routes.save, current)).toEqual({ delay: 40 });
      expect(resultOf(routes.save, await call(w.adminB, routes.save, {}, { body: { delay: 45 } }))).toEqual({ delay: 45 });
    });

    it("a store's settings version is its own: store A's ETag is stale for store B's different settings", async () => {
      const routes = storePreparationRoutes;
      await call(w.adminA, routes.save, {}, { body: { delay: 15 } });
      await call(w.adminB, routes.save, {}, { body: { delay: 50 } });
      const versionA = etagOf(await call(w.adminA, routes.get));
      expect(errorOf(await call(w.adminB, routes.save, {}, { body: { delay: 1 }, ifMatch: versionA }))).toEqual(STALE);
      expect(resultOf(routes.get, await call(w.adminB, routes.get))).toEqual({ delay: 50 });
    });
  });

  describe('an order', () => {
    const newOrder = async () => (await placeOrder(w.t.database.db, w.storeA, testOrder())).id;
    const detail = async (orderId: string) => {
      const res = await call(w.adminA, orderRoutes.get, { orderId });
      return { order: resultOf(orderRoutes.get, res) as OrderDetail, etag: etagOf(res) };
    };

    it('a status change with a stale If-Match answers 412, writes no history and leaves the status', async () => {
      const orderId = await newOrder();
      const { etag: loaded } = await detail(orderId);
      // Someone else accepts it meanwhile: the loaded version is no longer current.
      expect((await call(w.adminA, orderRoutes.accept, { orderId }, { body: { minutes: 20 } })).statusCode).toBe(200);
      const events = await storeEventCount(w.t.database.db, w.storeA);
      const { order: before } = await detail(orderId);

      const stale = await call(w.adminA, orderRoutes.setStatus, { orderId }, { body: { status: 'cancel_store' }, ifMatch: loaded });
      expect(errorOf(stale)).toEqual(STALE);
      const { order: after } = await detail(orderId);
      expect(after).toEqual(before);
      expect(after.status).toBe('preparation_in_process');
      expect(await storeEventCount(w.t.database.db, w.storeA)).toBe(events);
    });

    it('the current If-Match changes the status and answers the ETag the next GET answers; without one it works as before', async () => {
      const orderId = await newOrder();
      const { etag } = await detail(orderId);
      const changed = await call(w.adminA, orderRoutes.setStatus, { orderId }, { body: { status: 'payment_pending' }, ifMatch: etag });
      expect(resultOf(orderRoutes.setStatus, changed).status).toBe('payment_pending');
      expect(etagOf(changed)).not.toBe(etag);
      expect((await detail(orderId)).etag).toBe(etagOf(changed));

      const plain = await call(w.adminA, orderRoutes.setPreparation, { orderId }, { body: { status: 'in_process' } });
      expect(resultOf(orderRoutes.setPreparation, plain).preparation.status).toBe('in_process');
      expect((await detail(orderId)).etag).toBe(etagOf(plain));
    });

    it('every PUT on an order answers an ETag and refuses a stale If-Match (rider, one-tap actions)', async () => {
      const orderId = await newOrder();
      const { etag: first } = await detail(orderId);
      const seen = await call(w.adminA, orderRoutes.seen, { orderId }, { ifMatch: first });
      expect(seen.statusCode).toBe(200);
      for (const [route, body] of [
        [orderRoutes.setRider, { user_id: w.deliveryA.user.id }],
        [orderRoutes.delay, { minutes: 10 }],
        [orderRoutes.ready, undefined],
        [orderRoutes.paid, undefined],
      ] as const) {
        expect(errorOf(await call(w.adminA, route, { orderId }, { body, ifMatch: first }))).toEqual(STALE);
      }
      const rider = await call(w.adminA, orderRoutes.setRider, { orderId }, { body: { user_id: w.deliveryA.user.id }, ifMatch: etagOf(seen) });
      expect(resultOf(orderRoutes.setRider, rider).delivery.rider?.id).toBe(w.deliveryA.user.id);
      expect((await detail(orderId)).etag).toBe(etagOf(rider));
    });

    it("another store's order stays 404 with or without If-Match", async () => {
      const orderId = await newOrder();
      const { etag } = await detail(orderId);
      for (const ifMatch of [etag, undefined]) {
        const res = await call(w.adminB, orderRoutes.setStatus, { orderId }, { body: { status: 'cancel_store' }, ifMatch });
        expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      expect((await detail(orderId)).order.status).toBe('process');
    });
  });

  it('the OpenAPI document shows the ETag of versioned answers, and If-Match and 412 on their PUTs', async () => {
    type Operation = { parameters: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = (await w.t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operation = (route: RouteDefinition) => doc.paths[route.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    for (const { read, writes } of versionedResources) {
      expect(operation(read)?.responses['200']?.headers, read.path).toHaveProperty('ETag');
      expect(operation(read)?.responses).not.toHaveProperty('412');
      for (const write of writes) {
        expect(operation(write)?.responses['200']?.headers, write.path).toHaveProperty('ETag');
        expect(operation(write)?.responses).toHaveProperty('412');
        expect(operation(write)?.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header' }));
      }
    }
    expect(operation(articleRoutes.list)?.responses['200']?.headers).toBeUndefined();
  });

  describe('at the same time', () => {
    it('ten saves sent at once with the same loaded version: exactly one saves, nine get 412', async () => {
      const { id, body, etag } = await newArticle();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          call(w.adminA, articleRoutes.save, { id }, { body: { ...body, name: `Version ${n}` }, ifMatch: etag }),
        ),
      );
      const saved = answers.filter((res) => res.statusCode === 200);
      expect(saved).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 412)).toHaveLength(9);
      const now = await call(w.adminA, articleRoutes.get, { id });
      expect(resultOf(articleRoutes.get, now).name).toBe(resultOf(articleRoutes.save, saved[0] as LightMyRequestResponse).name);
    });

    it('thirty saves of different articles at once all go through (the locks never take the whole pool)', async () => {
      const articles = await Promise.all(Array.from({ length: 30 }, () => newArticle()));
      const answers = await Promise.all(
        articles.map(({ id, body, etag }) =>
          call(w.adminA, articleRoutes.save, { id }, { body: { ...body, disabled: true }, ifMatch: etag }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(articles.map(() => 200));
    });

    describe('on two server instances sharing the database', () => {
      let secondDatabase: Database;
      let appB: FastifyInstance;
      beforeAll(async () => {
        // On PostgreSQL the second instance has its own pool: only the database can serialise them.
        secondDatabase = w.t.databaseUrl ? await openDatabase({ databaseUrl: w.t.databaseUrl, dataDir: null }) : w.t.database;
        appB = await buildApp({
          config: readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-test-${randomUUID()}`), LOG_LEVEL: 'silent' }),
          database: secondDatabase,
          serveWebApp: false,
        });
      });
      afterAll(async () => {
        await appB.close();
        if (secondDatabase !== w.t.database) await secondDatabase.close();
      });

      it('status changes with the same loaded version split across both: exactly one goes through', async () => {
        const orderId = (await placeOrder(w.t.database.db, w.storeA, testOrder())).id;
        const etag = etagOf(await call(w.adminA, orderRoutes.get, { orderId }));
        const statuses = ['payment_pending', 'payment_paid', 'preparation_pending', 'cancel_store'] as const;
        const answers = await Promise.all(
          [...statuses, ...statuses].map((status, n) =>
            call(w.adminA, orderRoutes.setStatus, { orderId }, { body: { status }, ifMatch: etag, app: n % 2 ? appB : w.t.app }),
          ),
        );
        expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
        expect(answers.filter((res) => res.statusCode === 412)).toHaveLength(7);
      });
    });
  });
});
