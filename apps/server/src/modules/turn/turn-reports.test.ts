import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { fillPath } from '@comanda/contract/route';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { placeOrder, testOrder } from '../../testing/order-kit';
import {
  createStorefrontWorld,
  orderBody,
  postOrder,
  staffCall,
  type StorefrontWorld,
} from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

describe('turn reports: the list of turns and one turn, each with its summary', () => {
  let w: StorefrontWorld;
  let otherAdmin: StaffFixture;
  let root: StaffFixture;
  /** Store A's turns, oldest first; each took as many orders as its position (1, 2, 3, 4). */
  const turnIds: string[] = [];

  const list = async (who: StaffFixture, query: Record<string, string> = {}) =>
    w.t.app.inject({ method: 'GET', url: turnRoutes.list.path, query, headers: who.headers });
  const report = (who: StaffFixture, turnId: string) =>
    w.t.app.inject({ method: 'GET', url: fillPath(turnRoutes.report.path, { turnId }), headers: who.headers });
  const currentTurnId = async (who: StaffFixture) =>
    resultOf(turnRoutes.get, await w.t.app.inject({ method: 'GET', url: turnRoutes.get.path, headers: who.headers }))?.id ??
    '';
  const place = async () => resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w))).id;

  beforeAll(async () => {
    w = await createStorefrontWorld('turnos-lista-a');
    root = await staffAccess(w.t, { storeId: w.storeId, role: 'root' });
    for (let turn = 1; turn <= 4; turn += 1) {
      if (turn > 1) await staffCall(w.t, w.admin, turnRoutes.open);
      turnIds.push(await currentTurnId(w.admin));
      for (let order = 0; order < turn; order += 1) await place();
      // The last turn stays open.
      if (turn < 4) await staffCall(w.t, root, turnRoutes.close);
    }
    // Store B: its own turn and an order (take-away, 900) taken while A's last turn is open.
    const storeB = await createStore(w.t.database.db, { slug: 'turnos-lista-b' });
    otherAdmin = await staffAccess(w.t, { storeId: storeB.id, role: 'admin' });
    await staffCall(w.t, otherAdmin, turnRoutes.open);
    await placeOrder(w.t.database.db, storeB.id, testOrder({ method: 'take_away' }));
  });
  afterAll(() => w.t.close());

  it('lists the turns newest first, each with its own summary and who opened and closed it', async () => {
    const page = resultOf(turnRoutes.list, await list(w.admin));
    expect(page).toMatchObject({ count: 4, limit: 20, skip: 0 });
    expect(page.data.map((turn) => turn.id)).toEqual([...turnIds].reverse());
    expect(page.data.map((turn) => turn.summary.orders)).toEqual([4, 3, 2, 1]);
    expect(page.data.map((turn) => turn.summary.sales)).toEqual([ars(4000), ars(3000), ars(2000), ars(1000)]);
    expect(page.data.map((turn) => turn.status)).toEqual(['opened', 'closed', 'closed', 'closed']);
    const adminName = `${w.admin.user.first_name} ${w.admin.user.last_name}`;
    const rootName = `${root.user.first_name} ${root.user.last_name}`;
    expect(page.data[0]).toMatchObject({ store_id: w.storeId, opened_by: adminName, closed_by: null, closed_at: null });
    expect(page.data[1]).toMatchObject({ opened_by: adminName, closed_by: rootName });
    // Each listed summary is the one its own report answers.
    for (const turn of page.data) {
      expect(resultOf(turnRoutes.report, await report(w.admin, turn.id))).toEqual(turn);
    }
  });

  it('pages with limit and skip, the count being every turn of the store', async () => {
    const second = resultOf(turnRoutes.list, await list(root, { limit: '2', skip: '1' }));
    expect(second).toMatchObject({ count: 4, limit: 2, skip: 1 });
    expect(second.data.map((turn) => turn.id)).toEqual([turnIds[2], turnIds[1]]);
    expect(second.data.map((turn) => turn.summary.orders)).toEqual([3, 2]);
    const past = resultOf(turnRoutes.list, await list(root, { limit: '2', skip: '4' }));
    expect(past).toMatchObject({ data: [], count: 4 });
    expect(errorOf(await list(root, { limit: '0' }))).toMatchObject({ status: 400 });
    expect(errorOf(await list(root, { limit: '101' }))).toMatchObject({ status: 400 });
  });

  it("keeps stores apart: another store's turn is not found, and its list has only its own", async () => {
    const otherTurn = await currentTurnId(otherAdmin);
    expect(errorOf(await report(w.admin, otherTurn))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const otherPage = resultOf(turnRoutes.list, await list(otherAdmin));
    expect(otherPage.count).toBe(1);
    expect(otherPage.data[0]).toMatchObject({ id: otherTurn, summary: { orders: 1, sales: ars(900) } });
    // B's order, taken while A's turn was open, is not in A's turn (4 orders of 1000).
    expect(resultOf(turnRoutes.report, await report(w.admin, turnIds[3] ?? '')).summary).toMatchObject({
      orders: 4,
      sales: ars(4000),
    });
    expect(errorOf(await report(w.admin, '00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 404 });
    expect(errorOf(await report(w.admin, 'no-es-un-id'))).toMatchObject({ status: 400 });
  });

  it('is for admin and root only: 403 for operator, delivery and no role; 401 without a token', async () => {
    for (const role of ['operator', 'delivery', 'initial'] as const) {
      const staff = await staffAccess(w.t, { storeId: w.storeId, role });
      expect(errorOf(await list(staff))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await report(staff, turnIds[0] ?? ''))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(errorOf(await w.t.app.inject({ method: 'GET', url: turnRoutes.list.path }))).toMatchObject({ status: 401 });
    expect(resultOf(turnRoutes.report, await report(root, turnIds[0] ?? '')).summary.orders).toBe(1);
  });
});
