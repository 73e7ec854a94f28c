import type { LightMyRequestResponse } from 'fastify';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import { createStore, type StaffFixture, staffAccess } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the catalogue API tests share: an app with two stores, store A's admin, root, delivery and
 * initial staff and store B's admin, and short ways to call list, get and PUT.
 */
export interface CatalogueWorld {
  t: TestApp;
  storeA: string;
  storeB: string;
  adminA: StaffFixture;
  rootA: StaffFixture;
  deliveryA: StaffFixture;
  initialA: StaffFixture;
  adminB: StaffFixture;
}

export async function createCatalogueWorld(): Promise<CatalogueWorld> {
  const t = await createTestApp();
  const storeA = (await createStore(t.database.db, { slug: 'tienda-a' })).id;
  const storeB = (await createStore(t.database.db, { slug: 'tienda-b' })).id;
  return {
    t,
    storeA,
    storeB,
    adminA: await staffAccess(t, { storeId: storeA, role: 'admin' }),
    rootA: await staffAccess(t, { storeId: storeA, role: 'root' }),
    deliveryA: await staffAccess(t, { storeId: storeA, role: 'delivery' }),
    initialA: await staffAccess(t, { storeId: storeA, role: 'initial' }),
    adminB: await staffAccess(t, { storeId: storeB, role: 'admin' }),
  };
}

type Headers = StaffFixture['headers'];
type Query = Record<string, string | number>;

export interface CatalogueCalls {
  list(headers: Headers, query?: Query): Promise<LightMyRequestResponse>;
  get(headers: Headers, id: string): Promise<LightMyRequestResponse>;
  put(headers: Headers, id: string, body: unknown): Promise<LightMyRequestResponse>;
}

/** list, get and save of one catalogue entity, called through the app like a client would. */
export function catalogueCalls(
  t: TestApp,
  routes: { list: RouteDefinition; get: RouteDefinition; save: RouteDefinition },
): CatalogueCalls {
  return {
    list: (headers, query = {}) =>
      t.app.inject({
        method: 'GET',
        url: routes.list.path,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers,
      }),
    get: (headers, id) => t.app.inject({ method: 'GET', url: fillPath(routes.get.path, { id }), headers }),
    put: (headers, id, body) =>
      t.app.inject({ method: 'PUT', url: fillPath(routes.save.path, { id }), headers, payload: body as object }),
  };
}
