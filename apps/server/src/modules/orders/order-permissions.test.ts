import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderCall, placeOrder, storeEventCount, testOrder } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';

type OrderRoute = (typeof orderRoutes)[keyof typeof orderRoutes];

describe('orders: who may do what (DECISIONS.md "Roles")', () => {
  let w: CatalogueWorld;
  let operator: StaffFixture;
  const db = () => w.t.database.db;
  const fresh = async () => (await placeOrder(db(), w.storeA, testOrder())).id;
  const body = (route: OrderRoute, riderId: string): unknown => {
    switch (route) {
      case orderRoutes.setStatus:
        return { status: 'preparation_pending' };
      case orderRoutes.setPreparation:
        return { status: 'in_process' };
      case orderRoutes.setDelivery:
        return { status: 'in_process' };
      case orderRoutes.setPayment:
        return { status: 'in_process' };
      case orderRoutes.setRider:
        return { user_id: riderId };
      case orderRoutes.accept:
        return { minutes: 15 };
      case orderRoutes.reject:
        return { reason: 'Cerramos antes' };
      case orderRoutes.dispatch:
        return { user_id: riderId };
      case orderRoutes.delay:
        return { minutes: 10 };
      default:
        return undefined;
    }
  };
  const writes: OrderRoute[] = [
    orderRoutes.setStatus,
    orderRoutes.setPreparation,
    orderRoutes.setDelivery,
    orderRoutes.setPayment,
    orderRoutes.setRider,
    orderRoutes.accept,
    orderRoutes.reject,
    orderRoutes.ready,
    orderRoutes.dispatch,
    orderRoutes.delivered,
    orderRoutes.paid,
    orderRoutes.delay,
    orderRoutes.seen,
  ];
  const riderOnly: OrderRoute[] = [orderRoutes.setDelivery, orderRoutes.setPayment, orderRoutes.delivered, orderRoutes.paid];

  beforeAll(async () => {
    w = await createCatalogueWorld();
    operator = await staffAccess(w.t, { storeId: w.storeA, role: 'operator' });
  });
  afterAll(() => w.t.close());

  it('the operator works orders: every selector and one-tap action, as the actor of its rows', async () => {
    for (const route of writes) {
      const id = await fresh();
      const res = await orderCall(w.t, operator, route, id, body(route, w.deliveryA.user.id));
      const order = resultOf(route, res) as OrderDetail;
      expect(order.history.length, route.path).toBeGreaterThan(1);
      expect(order.history.at(-1)?.actor).toEqual({ kind: 'user', user_id: operator.user.id, name: 'Ana Prueba' });
    }
    const candidates = resultOf(orderRoutes.riders, await orderCall(w.t, operator, orderRoutes.riders, await fresh()));
    expect(candidates.data.map((candidate) => candidate.role)).toContain('operator');
  });

  it('delivery changes only delivery and payment (selectors, Entregado, Cobrado); 403 for the rest, writing nothing', async () => {
    const id = await fresh();
    for (const route of riderOnly) {
      resultOf(route, await orderCall(w.t, w.deliveryA, route, id, body(route, w.deliveryA.user.id)));
    }
    const count = await storeEventCount(db(), w.storeA);
    const other = await fresh();
    for (const route of writes.filter((candidate) => !riderOnly.includes(candidate))) {
      expect(errorOf(await orderCall(w.t, w.deliveryA, route, other, body(route, w.deliveryA.user.id))), route.path).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(await storeEventCount(db(), w.storeA)).toBe(count + 1); // `other`'s creation only
    resultOf(orderRoutes.riders, await orderCall(w.t, w.deliveryA, orderRoutes.riders, id));
  });

  it('initial (no role) reads the list and the detail, and changes nothing', async () => {
    const id = await fresh();
    for (const route of writes) {
      expect(errorOf(await orderCall(w.t, w.initialA, route, id, body(route, w.deliveryA.user.id))), route.path).toMatchObject({
        status: 403,
      });
    }
    expect(errorOf(await orderCall(w.t, w.initialA, orderRoutes.riders, id))).toMatchObject({ status: 403 });
    const order = resultOf(orderRoutes.get, await orderCall(w.t, w.initialA, orderRoutes.get, id));
    expect(order.history).toHaveLength(1);
    const list = await w.t.app.inject({ method: 'GET', url: orderRoutes.list.path, headers: w.initialA.headers });
    expect(resultOf(orderRoutes.list, list).data.map((row) => row.id)).toContain(id);
  });

  it('root and admin do everything the operator does', async () => {
    for (const who of [w.rootA, w.adminA]) {
      for (const route of [orderRoutes.accept, orderRoutes.reject, orderRoutes.delay, orderRoutes.seen]) {
        resultOf(route, await orderCall(w.t, who, route, await fresh(), body(route, w.deliveryA.user.id)));
      }
    }
  });
});
