import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '@comanda/contract/dashboard';
import type { OrderStatus } from '@comanda/contract/order-enums';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  staffCall,
  type StorefrontWorld,
} from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

describe('dashboard (Inicio)', () => {
  let w: StorefrontWorld;
  let other: StorefrontWorld;

  const dashboard = async (who: StaffFixture) =>
    resultOf(dashboardRoutes.get, await w.t.app.inject({ method: 'GET', url: dashboardRoutes.get.path, headers: who.headers }));

  /** Places an order through the storefront API and answers its id. */
  async function place(world: StorefrontWorld, overrides: Parameters<typeof orderBody>[1] = {}): Promise<string> {
    return resultOf(storefrontRoutes.createOrder, await postOrder(world, orderBody(world, overrides))).id;
  }

  /** Test fixture: the order's status and its creation and preparation times, set directly. */
  async function setOrder(
    id: string,
    changes: { status?: OrderStatus; createdAt?: Date; preparedAfterMinutes?: number },
  ): Promise<void> {
    const createdAt = changes.createdAt ?? new Date(Date.UTC(2030, 0, 1, 20, 0));
    await w.t.database.db
      .updateTable('orders')
      .set({
        ...(changes.status ? { status: changes.status } : {}),
        created_at: createdAt,
        prepared_at:
          changes.preparedAfterMinutes === undefined
            ? null
            : new Date(createdAt.getTime() + changes.preparedAfterMinutes * 60_000),
      })
      .where('id', '=', id)
      .execute();
  }

  beforeAll(async () => {
    w = await createStorefrontWorld('dashboard-a');
    other = await createStorefrontWorld('dashboard-b', w.t);
    // An order of an earlier turn: it never counts in the turn open now.
    await place(w);
    await staffCall(w.t, w.admin, turnRoutes.close);
    await staffCall(w.t, w.admin, turnRoutes.open);
    // Another store's orders never count either.
    await place(other);
    await place(other, { items: [{ article_id: other.ids.pizza, toppings: [] }, { article_id: other.ids.pizza, toppings: [] }] });
  });
  afterAll(() => w.t.close());

  it('answers the open turn with every status at zero before any order', async () => {
    const home = await dashboard(w.admin);
    expect(home.turn).toMatchObject({ store_id: w.storeId, status: 'opened', closed_at: null });
    expect(Object.values(home.orders_by_status).every((count) => count === 0)).toBe(true);
    expect(Object.keys(home.orders_by_status)).toHaveLength(13);
    expect(home).toMatchObject({ orders_count: 0, sales: { currency: 'ARS', amount: 0 }, average_preparation_minutes: null });
  });

  it("counts the turn's orders by status, sums sales without cancelled ones and averages preparation", async () => {
    const cash = await place(w); // 1000
    const withCheese = await place(w, {
      items: [{ article_id: w.ids.pizza, toppings: [{ id: w.ids.extras, options: [{ id: w.ids.cheese, count: 2 }] }] }],
    }); // 1000 + 2 x 200
    const shipped = await place(w, {
      delivery: {
        method: 'shipment',
        immediate: true,
        location: { city: 'CABA', address_one: 'Thames 1500', address_two: '', indications: '' },
      },
    }); // 1000 + 500 shipment
    const empanada = await place(w, { items: [{ article_id: w.ids.empanada, toppings: [] }], payment: { method: 'bank_transfer' } }); // 450
    const cancelled = await place(w, { items: [{ article_id: w.ids.burger, toppings: [{ id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] }] }] }); // 2000, cancelled

    await setOrder(cash, { status: 'preparation_completed', preparedAfterMinutes: 10 });
    await setOrder(withCheese, { status: 'delivery_outside', preparedAfterMinutes: 20.5 });
    await setOrder(shipped, { status: 'completed', preparedAfterMinutes: 15 });
    await setOrder(cancelled, { status: 'cancel_store', preparedAfterMinutes: 40 });
    await setOrder(empanada, { status: 'process' });

    const home = await dashboard(w.admin);
    expect(home.orders_count).toBe(5);
    expect(home.orders_by_status).toMatchObject({
      process: 1,
      preparation_completed: 1,
      delivery_outside: 1,
      completed: 1,
      cancel_store: 1,
      cancel_client: 0,
      payment_pending: 0,
    });
    expect(home.sales).toEqual({ currency: 'ARS', amount: 1000 + 1400 + 1500 + 450 });
    // Every prepared order of the turn counts, a cancelled one too: (10 + 20.5 + 15 + 40) / 4.
    expect(home.average_preparation_minutes).toBe(21.4);
    expect(await dashboard(w.admin)).toEqual(home);
  });

  it('is the same for root, and each store sees only its own turn', async () => {
    const root = await staffAccess(w.t, { storeId: w.storeId, role: 'root' });
    expect((await dashboard(root)).orders_count).toBe(5);
    const otherHome = await dashboard(other.admin);
    expect(otherHome).toMatchObject({ orders_count: 2, sales: { currency: 'ARS', amount: 1000 + 2000 } });
    expect(otherHome.turn?.store_id).toBe(other.storeId);
  });

  it('answers no turn and zero figures when the turn is closed or was never opened', async () => {
    const fresh = await createStore(w.t.database.db, { slug: 'dashboard-nueva' });
    const freshAdmin = await staffAccess(w.t, { storeId: fresh.id, role: 'admin' });
    await staffCall(other.t, other.admin, turnRoutes.close);
    for (const who of [freshAdmin, other.admin]) {
      const home = await dashboard(who);
      expect(home).toMatchObject({ turn: null, orders_count: 0, sales: { currency: 'ARS', amount: 0 }, average_preparation_minutes: null });
      expect(Object.values(home.orders_by_status)).toEqual(new Array(13).fill(0));
    }
  });

  it('is for managers only: 403 for operator, delivery and no role; 401 without a token', async () => {
    for (const role of ['operator', 'delivery', 'initial'] as const) {
      const staff = await staffAccess(w.t, { storeId: w.storeId, role });
      const res = await w.t.app.inject({ method: 'GET', url: dashboardRoutes.get.path, headers: staff.headers });
      expect(errorOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(errorOf(await w.t.app.inject({ method: 'GET', url: dashboardRoutes.get.path }))).toMatchObject({ status: 401 });
  });
});
