import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnRoutes } from '@comanda/contract/turn';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { findStoreEventsAfter } from '../events/store-events.repository';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

describe('the sales turn', () => {
  let t: TestApp;
  let adminA: StaffFixture;
  let rootA: StaffFixture;
  let adminB: StaffFixture;
  let riderA: StaffFixture;
  let staffA: StaffFixture;

  const call = (route: { method: 'GET' | 'PUT'; path: string }, who: StaffFixture) =>
    t.app.inject({ method: route.method, url: route.path, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createStore(t.database.db, { slug: 'turno-a' });
    const b = await createStore(t.database.db, { slug: 'turno-b' });
    adminA = await staffAccess(t, { storeId: a.id, role: 'admin' });
    rootA = await staffAccess(t, { storeId: a.id, role: 'root' });
    riderA = await staffAccess(t, { storeId: a.id, role: 'delivery' });
    staffA = await staffAccess(t, { storeId: a.id, role: 'initial' });
    adminB = await staffAccess(t, { storeId: b.id, role: 'admin' });
  });
  afterAll(() => t.close());

  it('answers null before the store ever opened a turn', async () => {
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, adminA))).toBeNull();
  });

  it('opens, refuses a second open, closes, refuses a second close, and answers the last turn', async () => {
    const opened = resultOf(turnRoutes.open, await call(turnRoutes.open, adminA));
    expect(opened).toMatchObject({ status: 'opened', closed_at: null });
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, rootA))).toEqual(opened);

    expect(errorOf(await call(turnRoutes.open, rootA))).toMatchObject({ status: 409, code: 'TURN:ALREADY_OPENED' });

    const closed = resultOf(turnRoutes.close, await call(turnRoutes.close, rootA));
    expect(closed).toMatchObject({ id: opened.id, status: 'closed', opened_at: opened.opened_at });
    expect(Date.parse(closed.closed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(opened.opened_at));
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, adminA))).toEqual(closed);

    expect(errorOf(await call(turnRoutes.close, adminA))).toMatchObject({ status: 409, code: 'TURN:ALREADY_CLOSED' });
  });

  it('opens a new turn after a closed one and keeps stores apart', async () => {
    const reopened = resultOf(turnRoutes.open, await call(turnRoutes.open, adminA));
    expect(reopened.status).toBe('opened');
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, adminA))?.id).toBe(reopened.id);
    // Store B has its own turns: none yet, and opening one leaves A's alone.
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, adminB))).toBeNull();
    const openedB = resultOf(turnRoutes.open, await call(turnRoutes.open, adminB));
    expect(openedB.id).not.toBe(reopened.id);
    expect(resultOf(turnRoutes.get, await call(turnRoutes.get, adminA))?.id).toBe(reopened.id);
  });

  it('two opens at once leave exactly one open turn', async () => {
    const c = await createStore(t.database.db, { slug: 'turno-c' });
    const adminC = await staffAccess(t, { storeId: c.id, role: 'admin' });
    const answers = await Promise.all([call(turnRoutes.open, adminC), call(turnRoutes.open, adminC)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("records opening and closing as the store's events, by the user who did it; a refused change records none", async () => {
    const d = await createStore(t.database.db, { slug: 'turno-d' });
    const adminD = await staffAccess(t, { storeId: d.id, role: 'admin' });
    const opened = resultOf(turnRoutes.open, await call(turnRoutes.open, adminD));
    expect(errorOf(await call(turnRoutes.open, adminD)).code).toBe('TURN:ALREADY_OPENED');
    const closed = resultOf(turnRoutes.close, await call(turnRoutes.close, adminD));
    expect(errorOf(await call(turnRoutes.close, adminD)).code).toBe('TURN:ALREADY_CLOSED');

    const events = await findStoreEventsAfter(t.database.db, d.id, 0, 10);
    const actor = {
      actor_kind: 'user',
      actor_user_id: adminD.user.id,
      actor_name: `${adminD.user.first_name} ${adminD.user.last_name}`,
    };
    expect(events).toMatchObject([
      { seq: 1, order_id: null, kind: 'turn:opened', action: 'open', field: 'turn', to_value: opened.id, ...actor },
      { seq: 2, order_id: null, kind: 'turn:closed', action: 'close', field: 'turn', to_value: closed.id, ...actor },
    ]);
  });

  it('is refused to the delivery role and to users without a role', async () => {
    for (const who of [riderA, staffA]) {
      for (const route of [turnRoutes.get, turnRoutes.open, turnRoutes.close]) {
        expect(errorOf(await call(route, who))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    }
  });
});
