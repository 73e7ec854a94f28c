import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import type { StaffFixture } from '../../testing/fixtures';
import { placeOrder, testOrder } from '../../testing/order-kit';
import { createSecondInstance, errorOf, resultOf, type SecondInstance } from '../../testing/test-app';

/*
 * Decision 021: the order list and detail are kept per store event number. Every answer here
 * must be what the database says at that moment, whichever instance made the change.
 */
describe('order list and detail kept per store event: never stale', () => {
  let w: CatalogueWorld;
  let second: SecondInstance;
  let orderId: string;

  beforeAll(async () => {
    w = await createCatalogueWorld();
    orderId = (await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Ana Primera' }))).id;
    // A second instance on the same database (on PostgreSQL its own pool): it keeps its own answers.
    second = await createSecondInstance(w.t);
  });
  afterAll(async () => {
    await second.close();
    await w.t.close();
  });

  const list = async (app: FastifyInstance, who: StaffFixture, query: Record<string, string> = {}) =>
    resultOf(orderRoutes.list, await app.inject({ method: 'GET', url: orderRoutes.list.path, headers: who.headers, query }));
  const detail = (app: FastifyInstance, who: StaffFixture, id = orderId) =>
    app.inject({ method: 'GET', url: fillPath(orderRoutes.get.path, { orderId: id }), headers: who.headers });
  const setStatus = (app: FastifyInstance, id: string, status: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes.setStatus.path, { orderId: id }),
      headers: { ...w.adminA.headers, ...headers },
      payload: { status },
    });
  const statusOf = async (app: FastifyInstance, id = orderId) =>
    (await list(app, w.adminA)).data.find((order) => order.id === id)?.status;

  it('a change made on one instance shows at once in the list and detail of both', async () => {
    // Both instances answer (and keep) the list and the detail first.
    expect(await statusOf(w.t.app)).toBe('process');
    expect(await statusOf(second.app)).toBe('process');
    expect(resultOf(orderRoutes.get, await detail(second.app, w.adminA)).status).toBe('process');

    resultOf(orderRoutes.setStatus, await setStatus(w.t.app, orderId, 'preparation_in_process'));
    expect(await statusOf(w.t.app)).toBe('preparation_in_process');
    expect(await statusOf(second.app)).toBe('preparation_in_process');
    expect(resultOf(orderRoutes.get, await detail(second.app, w.adminA)).status).toBe('preparation_in_process');

    resultOf(orderRoutes.setStatus, await setStatus(second.app, orderId, 'preparation_completed'));
    expect(await statusOf(w.t.app)).toBe('preparation_completed');
    expect(resultOf(orderRoutes.get, await detail(w.t.app, w.adminA)).status).toBe('preparation_completed');
  });

  it('a new order shows in the next list read, with its count', async () => {
    const before = await list(second.app, w.adminA);
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Bruno Nuevo' }));
    const after = await list(second.app, w.adminA);
    expect(after.count).toBe(before.count + 1);
    expect(after.data[0]?.id).toBe(id);
  });

  it('a kept detail carries the same ETag as a fresh one, and a PUT with it goes through', async () => {
    const first = await detail(w.t.app, w.adminA);
    const kept = await detail(w.t.app, w.adminA);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(kept.headers.etag);
    resultOf(orderRoutes.setStatus, await setStatus(w.t.app, orderId, 'delivery_outside', { 'if-match': etag }));
    // The old tag is stale now, on either instance, as the fresh detail shows.
    expect(errorOf(await setStatus(second.app, orderId, 'completed', { 'if-match': etag })).code).toBe('VERSION:STALE');
    expect((await detail(second.app, w.adminA)).headers.etag).not.toBe(etag);
  });

  it("`rider=me` keeps each rider's own list apart", async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Carla Envío' }));
    // Read before the assignment by both: the rider's list is empty, the admin's has no rider orders.
    expect((await list(w.t.app, w.deliveryA, { rider: 'me' })).count).toBe(0);
    expect((await list(w.t.app, w.adminA, { rider: 'me' })).count).toBe(0);
    const assign = await w.t.app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes.setRider.path, { orderId: id }),
      headers: w.adminA.headers,
      payload: { user_id: w.deliveryA.user.id },
    });
    resultOf(orderRoutes.setRider, assign);
    expect((await list(w.t.app, w.deliveryA, { rider: 'me' })).data.map((order) => order.id)).toEqual([id]);
    expect((await list(w.t.app, w.adminA, { rider: 'me' })).count).toBe(0);
  });

  it('a kept answer is never given to a token revoked since, nor to another store', async () => {
    await list(w.t.app, w.rootA);
    expect((await detail(w.t.app, w.adminB)).statusCode).toBe(404);
    const signOut = await w.t.app.inject({
      method: 'POST',
      url: authRoutes.signOut.path,
      headers: { authorization: `Bearer ${w.rootA.sessionToken}` },
    });
    resultOf(authRoutes.signOut, signOut);
    const refused = await second.app.inject({ method: 'GET', url: orderRoutes.list.path, headers: w.rootA.headers });
    expect(refused.statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url: orderRoutes.list.path, headers: w.rootA.headers })).statusCode).toBe(401);
  });
});
