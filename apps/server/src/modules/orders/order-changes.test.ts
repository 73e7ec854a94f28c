import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { createUser, grantPower, type StaffFixture } from '../../testing/fixtures';
import { placeOrder, testOrder } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';

type Change = 'setStatus' | 'setPreparation' | 'setDelivery' | 'setPayment';

describe('orders in the back-office: changes by role', () => {
  let w: CatalogueWorld;
  let orderA: string;
  let orderB: string;

  const put = (route: Change, who: StaffFixture, orderId: string, status: string) =>
    w.t.app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes[route].path, { orderId }),
      headers: who.headers,
      payload: { status },
    });
  const putRider = (who: StaffFixture, orderId: string, userId: string | null) =>
    w.t.app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes.setRider.path, { orderId }),
      headers: who.headers,
      payload: { user_id: userId },
    });
  const riders = (who: StaffFixture, orderId: string) =>
    w.t.app.inject({ method: 'GET', url: fillPath(orderRoutes.riders.path, { orderId }), headers: who.headers });
  const timestamps = (id: string) =>
    w.t.database.db
      .selectFrom('orders')
      .select(['prepared_at', 'delivered_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    w = await createCatalogueWorld();
    orderA = (await placeOrder(w.t.database.db, w.storeA, testOrder())).id;
    orderB = (await placeOrder(w.t.database.db, w.storeB, testOrder())).id;
  });
  afterAll(() => w.t.close());

  it('lets root and admin set the order status to any value, and answers the order', async () => {
    const order = resultOf(orderRoutes.setStatus, await put('setStatus', w.adminA, orderA, 'delivery_outside'));
    expect(order).toMatchObject({ id: orderA, status: 'delivery_outside' });
    // Backwards is allowed too (SPEC.md section 4 shows no restriction).
    expect(resultOf(orderRoutes.setStatus, await put('setStatus', w.rootA, orderA, 'process')).status).toBe('process');
  });

  it('refuses status and preparation changes to delivery and initial (403), changing nothing', async () => {
    for (const who of [w.deliveryA, w.initialA]) {
      for (const route of ['setStatus', 'setPreparation'] as const) {
        const status = route === 'setStatus' ? 'completed' : 'prepared';
        expect(errorOf(await put(route, who, orderA, status))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
      expect(errorOf(await putRider(who, orderA, null))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const order = resultOf(orderRoutes.get, await w.t.app.inject({
      method: 'GET',
      url: fillPath(orderRoutes.get.path, { orderId: orderA }),
      headers: w.adminA.headers,
    }));
    expect(order).toMatchObject({ status: 'process', preparation: { status: 'pending' } });
  });

  it('refuses delivery and payment changes to initial only', async () => {
    for (const route of ['setDelivery', 'setPayment'] as const) {
      expect(errorOf(await put(route, w.initialA, orderA, 'in_process'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const byRider = resultOf(orderRoutes.setDelivery, await put('setDelivery', w.deliveryA, orderA, 'outside'));
    expect(byRider.delivery.status).toBe('outside');
    const paid = resultOf(orderRoutes.setPayment, await put('setPayment', w.deliveryA, orderA, 'paid'));
    expect(paid.payment.status).toBe('paid');
    expect(resultOf(orderRoutes.setPayment, await put('setPayment', w.adminA, orderA, 'pending')).payment.status).toBe(
      'pending',
    );
    expect(resultOf(orderRoutes.setDelivery, await put('setDelivery', w.rootA, orderA, 'pending')).delivery.status).toBe(
      'pending',
    );
  });

  it('keeps prepared_at and delivered_at with the preparation and delivery statuses', async () => {
    expect(await timestamps(orderA)).toMatchObject({ prepared_at: null, delivered_at: null });
    const prepared = resultOf(orderRoutes.setPreparation, await put('setPreparation', w.adminA, orderA, 'prepared'));
    expect(prepared.preparation.status).toBe('prepared');
    const first = (await timestamps(orderA)).prepared_at;
    expect(first).toBeInstanceOf(Date);
    // Setting prepared again keeps the first moment; going back clears it.
    await put('setPreparation', w.rootA, orderA, 'prepared');
    expect((await timestamps(orderA)).prepared_at).toEqual(first);
    await put('setPreparation', w.adminA, orderA, 'in_process');
    expect((await timestamps(orderA)).prepared_at).toBeNull();

    await put('setDelivery', w.deliveryA, orderA, 'delivered');
    expect((await timestamps(orderA)).delivered_at).toBeInstanceOf(Date);
    await put('setDelivery', w.deliveryA, orderA, 'outside');
    expect((await timestamps(orderA)).delivered_at).toBeNull();
  });

  it('refuses values outside the status lists with 400', async () => {
    expect(errorOf(await put('setStatus', w.adminA, orderA, 'prepared'))).toMatchObject({ status: 400 });
    expect(errorOf(await put('setPreparation', w.adminA, orderA, 'done'))).toMatchObject({ status: 400 });
    expect(errorOf(await put('setDelivery', w.adminA, orderA, 'lost'))).toMatchObject({ status: 400 });
    expect(errorOf(await put('setPayment', w.adminA, orderA, 'refunded'))).toMatchObject({ status: 400 });
  });

  it("answers 404 to every change of another store's order and leaves it as it was", async () => {
    expect(errorOf(await put('setStatus', w.adminA, orderB, 'completed'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await put('setPreparation', w.adminA, orderB, 'prepared'))).toMatchObject({ status: 404 });
    expect(errorOf(await put('setDelivery', w.deliveryA, orderB, 'delivered'))).toMatchObject({ status: 404 });
    expect(errorOf(await put('setPayment', w.rootA, orderB, 'paid'))).toMatchObject({ status: 404 });
    expect(errorOf(await putRider(w.adminA, orderB, w.deliveryA.user.id))).toMatchObject({ status: 404 });
    expect(errorOf(await putRider(w.adminA, orderB, null))).toMatchObject({ status: 404 });
    expect(errorOf(await riders(w.adminA, orderB))).toMatchObject({ status: 404 });
    const untouched = resultOf(orderRoutes.get, await w.t.app.inject({
      method: 'GET',
      url: fillPath(orderRoutes.get.path, { orderId: orderB }),
      headers: w.adminB.headers,
    }));
    expect(untouched).toMatchObject({
      status: 'process',
      preparation: { status: 'pending' },
      delivery: { status: 'pending', rider: null },
      payment: { status: 'pending' },
    });
  });

  it('lists rider candidates: active delivery staff first, then the others by role, never inactive ones', async () => {
    const db = w.t.database.db;
    const secondRider = await createUser(db, { firstName: 'Zoe', lastName: 'Aguirre', phone: '+5493415551111' });
    await grantPower(db, { storeId: w.storeA, userId: secondRider.id, role: 'delivery' });
    const inactivePower = await createUser(db, { firstName: 'Baja', lastName: 'Poder' });
    await grantPower(db, { storeId: w.storeA, userId: inactivePower.id, role: 'delivery', active: false });
    const inactiveUser = await createUser(db, { firstName: 'Baja', lastName: 'Usuario', active: false });
    await grantPower(db, { storeId: w.storeA, userId: inactiveUser.id, role: 'delivery' });
    // Without a role, and first by name: still after everyone who may take an order out.
    const noRole = await createUser(db, { firstName: 'Abel', lastName: 'Abad' });
    await grantPower(db, { storeId: w.storeA, userId: noRole.id, role: 'initial' });

    for (const who of [w.adminA, w.rootA, w.deliveryA]) {
      const list = resultOf(orderRoutes.riders, await riders(who, orderA));
      expect(list).toMatchObject({ count: 6, skip: 0 });
      // Riders, then those who work orders, someone without a role last.
      expect(list.data.map((candidate) => candidate.role)).toEqual(['delivery', 'delivery', 'admin', 'root', 'initial', 'initial']);
      expect(list.data[4]?.id).toBe(noRole.id);
      const ids = list.data.map((candidate) => candidate.id);
      // Same role: by last name (Aguirre before Prueba).
      expect(ids.slice(0, 2)).toEqual([secondRider.id, w.deliveryA.user.id]);
      expect(ids).not.toContain(inactivePower.id);
      expect(ids).not.toContain(inactiveUser.id);
      expect(ids).not.toContain(w.adminB.user.id);
      expect(list.data.find((candidate) => candidate.id === secondRider.id)).toMatchObject({
        first_name: 'Zoe',
        last_name: 'Aguirre',
        phone: '+5493415551111',
      });
    }
    expect(errorOf(await riders(w.initialA, orderA))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('assigns and takes off the rider (root and admin), refusing staff of other stores or inactive', async () => {
    const assigned = resultOf(orderRoutes.setRider, await putRider(w.adminA, orderA, w.deliveryA.user.id));
    expect(assigned.delivery.rider).toEqual({
      id: w.deliveryA.user.id,
      first_name: w.deliveryA.user.first_name,
      last_name: w.deliveryA.user.last_name,
      email: w.deliveryA.user.email,
      phone: w.deliveryA.user.phone,
    });
    // Any active staff may take it, not only the delivery role.
    const byRoot = resultOf(orderRoutes.setRider, await putRider(w.rootA, orderA, w.initialA.user.id));
    expect(byRoot.delivery.rider?.id).toBe(w.initialA.user.id);

    for (const userId of [w.adminB.user.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = errorOf(await putRider(w.adminA, orderA, userId));
      expect(refused).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(refused.description).toContain('body.user_id');
    }
    const off = resultOf(orderRoutes.setRider, await putRider(w.adminA, orderA, null));
    expect(off.delivery.rider).toBeNull();
    expect(errorOf(await putRider(w.adminA, orderA, 'nadie'))).toMatchObject({ status: 400 });
  });
});
