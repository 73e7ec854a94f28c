import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allow } from '../http/guard';
import { createStore, type StaffFixture, staffAccess } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { currentQueryContext } from './query-priority';

/** Two routes answering the priority their work (and so their queries) runs with, after a query. */
function priorityRoutes(app: FastifyInstance): void {
  const handler = async () => {
    await Promise.resolve();
    return { priority: currentQueryContext()?.priority ?? null };
  };
  app.get('/prueba/publica', { config: { access: allow.public } }, handler);
  app.get('/prueba/staff', { config: { access: allow.staff } }, handler);
}

describe('request priority', () => {
  let t: TestApp;
  let staff: StaffFixture;
  beforeAll(async () => {
    t = await createTestApp({ extraModules: [priorityRoutes] });
    staff = await staffAccess(t, { storeId: (await createStore(t.database.db, { slug: 'prioridad' })).id, role: 'admin' });
  });
  afterAll(() => t.close());

  it('runs a public route as anonymous work and a staff route as staff work, through the guard into the handler', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/prueba/publica' })).json()).toEqual({ priority: 'anonymous' });
    expect((await t.app.inject({ method: 'GET', url: '/prueba/staff', headers: staff.headers })).json()).toEqual({
      priority: 'staff',
    });
  });
});
