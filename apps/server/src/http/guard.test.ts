import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@comanda/contract/roles';
import { allRoutes } from '@comanda/contract/routes';
import type { AppModule } from '../app';
import { accessFor, bearer, createStore, createUser, grantPower, signInAs, staffAccess } from '../testing/fixtures';
import { createTestApp, errorOf, type TestApp } from '../testing/test-app';
import { allow, requireAccess } from './guard';
import { contractRoutesNotRegistered, routeRecorder, v1RoutesWithoutAccess } from './route-table';

/** Routes only this test adds, to exercise the guard's rules one by one. */
const guardTestRoutes: AppModule = (app) => {
  const ok = async (request: Parameters<typeof requireAccess>[0]) => ({ result: requireAccess(request).role });
  app.get('/v1/test/nobody', { config: { access: allow.roles() } }, ok);
  app.get('/v1/test/managers', { config: { access: allow.managers } }, ok);
  app.get('/v1/test/order-workers', { config: { access: allow.orderWorkers } }, ok);
  app.get('/v1/test/delivery-staff', { config: { access: allow.deliveryStaff } }, ok);
  app.get('/v1/test/staff', { config: { access: allow.staff } }, ok);
  app.get('/v1/test/session', { config: { access: allow.session } }, async () => ({ result: 'ok' }));
  app.get('/v1/test/undeclared', async () => ({ result: 'should never answer' }));
};

describe('the guard', () => {
  const recorder = routeRecorder();
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp({ onRoute: recorder.record, extraModules: [guardTestRoutes] });
    storeId = (await createStore(t.database.db, { slug: 'guardia' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('route table', () => {
    it('every /v1 route declares who may call it', () => {
      const appRoutes = recorder.routes.filter((route) => !route.url.startsWith('/v1/test/'));
      expect(appRoutes.length).toBeGreaterThan(5);
      expect(v1RoutesWithoutAccess(appRoutes)).toEqual([]);
    });

    it('the walk catches a route that forgets, and the guard denies it', async () => {
      expect(v1RoutesWithoutAccess(recorder.routes)).toContain('GET /v1/test/undeclared');
      expect(errorOf(await get('/v1/test/undeclared'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    });

    it('registers every call of the contract', () => {
      expect(allRoutes.length).toBeGreaterThan(50);
      expect(contractRoutesNotRegistered(allRoutes, recorder.routes)).toEqual([]);
    });

    it('names a call of the contract the server forgot', () => {
      const withoutHealth = recorder.routes.filter((route) => route.url !== '/v1/health');
      expect(contractRoutesNotRegistered(allRoutes, withoutHealth)).toEqual(['GET /v1/health']);
      const unserved = { method: 'DELETE' as const, path: '/v1/backoffice/not-served' as const };
      expect(contractRoutesNotRegistered([...allRoutes, unserved], recorder.routes)).toEqual([
        'DELETE /v1/backoffice/not-served',
      ]);
    });
  });

  describe('tokens', () => {
    it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }, bearer('unknown-token')]) {
        expect(errorOf(await get('/v1/test/staff', headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        expect(errorOf(await get('/v1/test/session', headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
    });

    it('lets a session token into session routes but not into store routes (401)', async () => {
      const user = await createUser(t.database.db);
      const session = await signInAs(t.app, user.email ?? '');
      expect((await get('/v1/test/session', bearer(session))).json()).toEqual({ result: 'ok' });
      expect(errorOf(await get('/v1/test/staff', bearer(session)))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });

    it('refuses an access token with a missing or different Device-Id (401)', async () => {
      const staff = await staffAccess(t, { storeId, role: 'admin' });
      expect((await get('/v1/test/staff', staff.headers)).json()).toEqual({ result: 'admin' });
      for (const headers of [bearer(staff.token), { ...bearer(staff.token), 'device-id': randomUUID() }]) {
        expect(errorOf(await get('/v1/test/staff', headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
    });
  });

  describe('roles', () => {
    it('an empty role list denies everybody, root included (403)', async () => {
      for (const role of Role.options) {
        const staff = await staffAccess(t, { storeId, role });
        expect(errorOf(await get('/v1/test/nobody', staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    });

    it('lets the operator work orders beside the managers, and riders only change delivery and payment', async () => {
      const expected: Record<Role, { orderWorkers: boolean; deliveryStaff: boolean; managers: boolean }> = {
        root: { orderWorkers: true, deliveryStaff: true, managers: true },
        admin: { orderWorkers: true, deliveryStaff: true, managers: true },
        operator: { orderWorkers: true, deliveryStaff: true, managers: false },
        delivery: { orderWorkers: false, deliveryStaff: true, managers: false },
        initial: { orderWorkers: false, deliveryStaff: false, managers: false },
      };
      for (const role of Role.options) {
        const staff = await staffAccess(t, { storeId, role });
        const passes = async (path: string) => (await get(path, staff.headers)).statusCode === 200;
        expect({
          orderWorkers: await passes('/v1/test/order-workers'),
          deliveryStaff: await passes('/v1/test/delivery-staff'),
          managers: await passes('/v1/test/managers'),
        }).toEqual(expected[role]);
        expect((await get('/v1/test/staff', staff.headers)).json()).toEqual({ result: role });
      }
    });

    it('refuses the operator every managers-only route of the app: no catalogue, no settings, no turn (403)', async () => {
      const operator = await staffAccess(t, { storeId, role: 'operator' });
      const managersOnly = recorder.routes.filter(
        (route) =>
          route.url.startsWith('/v1/backoffice/') &&
          route.config?.access?.kind === 'access' &&
          !route.config.access.roles.includes('operator'),
      );
      const urls = managersOnly.map((route) => route.url);
      for (const prefix of ['/v1/backoffice/catalogue/', '/v1/backoffice/store/', '/v1/backoffice/turn', '/v1/backoffice/dashboard']) {
        expect(urls.some((url) => url.startsWith(prefix))).toBe(true);
      }
      for (const route of managersOnly) {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          // The guard answers before validation, so placeholder ids and no body are enough.
          const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
          const res = await t.app.inject({ method, url, headers: operator.headers });
          expect({ route: `${method} ${route.url}`, ...errorOf(res) }).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        }
      }
    });

    it('a role outside the list gets 403, a role inside it gets through', async () => {
      const user = await createUser(t.database.db);
      const session = await signInAs(t.app, user.email ?? '');
      const otherStore = await createStore(t.database.db, { slug: 'guardia-2' });
      const delivery = await grantPower(t.database.db, { storeId, userId: user.id, role: 'delivery' });
      const admin = await grantPower(t.database.db, { storeId: otherStore.id, userId: user.id, role: 'admin' });

      const asDelivery = await accessFor(t.app, session, delivery.id);
      expect(errorOf(await get('/v1/test/managers', asDelivery.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await get('/v1/test/staff', asDelivery.headers)).json()).toEqual({ result: 'delivery' });

      const asAdmin = await accessFor(t.app, session, admin.id);
      expect((await get('/v1/test/managers', asAdmin.headers)).json()).toEqual({ result: 'admin' });
    });

    it('public routes need no token at all', async () => {
      expect((await get('/v1/health')).statusCode).toBe(200);
    });
  });
});
