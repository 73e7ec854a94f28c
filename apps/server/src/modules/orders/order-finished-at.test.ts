import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderCall, placeOrder, testOrder } from '../../testing/order-kit';
import { resultOf } from '../../testing/test-app';

type OrderRoute = (typeof orderRoutes)[keyof typeof orderRoutes];

/** finished_at: where the orders list's 'Espera' stops (issue 20). */
describe('orders: when the wait ended', () => {
  let w: CatalogueWorld;
  let operator: StaffFixture;
  const db = () => w.t.database.db;
  const fresh = async () => (await placeOrder(db(), w.storeA, testOrder())).id;
  const act = async (route: OrderRoute, orderId: string, body?: unknown, who: StaffFixture = operator) =>
    resultOf(route, await orderCall(w.t, who, route, orderId, body)) as OrderDetail;
  const listed = async (orderId: string) => {
    const list = resultOf(
      orderRoutes.list,
      await w.t.app.inject({ method: 'GET', url: `${orderRoutes.list.path}?limit=100`, headers: w.adminA.headers }),
    );
    return list.data.find((order) => order.id === orderId);
  };

  beforeAll(async () => {
    w = await createCatalogueWorld();
    operator = await staffAccess(w.t, { storeId: w.storeA, role: 'operator' });
  });
  afterAll(() => w.t.close());

  it('is null while the order goes on, and the delivery time once delivered, in the detail and the list', async () => {
    const id = await fresh();
    expect((await act(orderRoutes.get, id)).finished_at).toBeNull();
    await act(orderRoutes.accept, id, { minutes: 20 });
    await act(orderRoutes.ready, id);
    const out = await act(orderRoutes.dispatch, id, { user_id: w.deliveryA.user.id });
    expect(out.finished_at).toBeNull();
    const before = Date.now();
    const delivered = await act(orderRoutes.delivered, id, undefined, w.deliveryA);
    const after = Date.now();
    const finished = Date.parse(delivered.finished_at ?? '');
    expect(finished).toBeGreaterThanOrEqual(before - 1000);
    expect(finished).toBeLessThanOrEqual(after);
    // Paying later does not move it: the wait ended at the door.
    const paid = await act(orderRoutes.paid, id, undefined, w.deliveryA);
    expect(paid.finished_at).toBe(delivered.finished_at);
    expect((await listed(id))?.finished_at).toBe(delivered.finished_at);
  });

  it('is the rejection time for a rejected order', async () => {
    const id = await fresh();
    const before = Date.now();
    const rejected = await act(orderRoutes.reject, id, { reason: 'Sin muzzarella' });
    const after = Date.now();
    const finished = Date.parse(rejected.finished_at ?? '');
    expect(finished).toBeGreaterThanOrEqual(before - 1000);
    expect(finished).toBeLessThanOrEqual(after);
    expect((await listed(id))?.finished_at).toBe(rejected.finished_at);
  });
});
