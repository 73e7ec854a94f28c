import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { LAST_EVENT_ID_HEADER, STREAM_REPLAY_MAX, type StreamEvent } from '@comanda/contract/events';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { bearer, staffAccess } from '../../testing/fixtures';
import { appendEvents, listenOnLoopback, statusChange } from '../../testing/events-kit';
import { type EventStreamClient, openEventStreamClient } from '../../testing/event-stream-client';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { createTestApp, resultOf, type TestApp } from '../../testing/test-app';
import { lastStoreEventSeq } from './store-events.repository';

const HEARTBEAT_MS = 100;

describe('the live event stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let a: StorefrontWorld;
  let b: StorefrontWorld;
  const open: EventStreamClient[] = [];

  const connect = async (headers: Record<string, string>) => {
    const client = await openEventStreamClient(baseUrl, headers);
    open.push(client);
    return client;
  };
  const placeOrder = async (w: StorefrontWorld) => resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));
  const isOrder = (orderId: string) => (event: StreamEvent) => event.type === 'order' && event.order.id === orderId;

  beforeAll(async () => {
    t = await createTestApp({ env: { STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS), STREAM_AUTH_CHECK_MS: '50' } });
    a = await createStorefrontWorld('eventos-a', t);
    b = await createStorefrontWorld('eventos-b', t);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  it('opens as text/event-stream for any staff role and starts with ready at the latest number', async () => {
    for (const role of ['admin', 'operator', 'delivery', 'initial'] as const) {
      const staff = await staffAccess(t, { storeId: a.storeId, role });
      const stream = await connect(staff.headers);
      expect(stream.status, role).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('cache-control')).toBe('no-cache');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(await stream.next()).toEqual({ type: 'ready', seq: await lastStoreEventSeq(t.database.db, a.storeId) });
    }
  });

  it('refuses a missing token, a session token and a missing Device-Id with the error envelope', async () => {
    expect((await connect({})).status).toBe(401);
    const session = await connect(bearer(a.admin.sessionToken));
    expect(session.status).toBe(401);
    expect(session.errorBody).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect((await connect(bearer(a.admin.token))).status).toBe(401);
  });

  it('delivers an order placed through the storefront, and its changes, with the order as it is now', async () => {
    const stream = await connect(a.admin.headers);
    const ready = await stream.next();
    const order = await placeOrder(a);
    const created = await stream.next(isOrder(order.id));
    expect(created).toMatchObject({
      type: 'order',
      kind: 'order:created',
      action: 'place',
      field: 'order',
      actor: { kind: 'customer', user_id: null },
      order: { id: order.id, number: order.number, status: 'process' },
    });
    expect(created.seq).toBeGreaterThan(ready.seq);

    await appendEvents(t.database, a.storeId, [statusChange(order.id, 'process', 'preparation_in_process')]);
    const changed = await stream.next(isOrder(order.id));
    expect(changed).toMatchObject({
      type: 'order',
      kind: 'order:changed',
      field: 'status',
      from: 'process',
      to: 'preparation_in_process',
      actor: { kind: 'system' },
    });
    expect(changed.seq).toBe(created.seq + 1);
  });

  it('sends opening and closing the turn as turn messages, by the user who did it', async () => {
    const stream = await connect(a.admin.headers);
    await stream.next();
    const call = (route: { method: 'PUT'; path: string }) =>
      t.app.inject({ method: route.method, url: route.path, headers: a.admin.headers });
    const closed = resultOf(turnRoutes.close, await call(turnRoutes.close));
    const opened = resultOf(turnRoutes.open, await call(turnRoutes.open));
    const actor = { kind: 'user', user_id: a.admin.user.id, name: `${a.admin.user.first_name} ${a.admin.user.last_name}` };
    expect(await stream.next()).toMatchObject({ type: 'turn', kind: 'turn:closed', actor, turn: closed });
    expect(await stream.next()).toMatchObject({ type: 'turn', kind: 'turn:opened', actor, turn: opened });
  });

  it("never sends another store's events", async () => {
    const streamA = await connect(a.admin.headers);
    const streamB = await connect(b.admin.headers);
    await Promise.all([streamA.next(), streamB.next()]);
    const orderB = await placeOrder(b);
    await streamB.next(isOrder(orderB.id));
    // A's next message is A's own order: B's went to B only.
    const orderA = await placeOrder(a);
    await streamA.next(isOrder(orderA.id));
    expect(streamA.events.some(isOrder(orderB.id))).toBe(false);
    expect(streamB.events.some(isOrder(orderA.id))).toBe(false);
  });

  it('replays what a reconnect missed after Last-Event-ID, then goes on live', async () => {
    const first = await connect(a.admin.headers);
    const { seq: seen } = await first.next();
    first.close();
    const order = await placeOrder(a);
    await appendEvents(t.database, a.storeId, [
      statusChange(order.id, 'process', 'preparation_in_process'),
      statusChange(order.id, 'preparation_in_process', 'preparation_completed'),
    ]);

    const again = await connect({ ...a.admin.headers, [LAST_EVENT_ID_HEADER]: String(seen) });
    const replayed = [await again.next(), await again.next(), await again.next()];
    expect(replayed.map((event) => event.seq)).toEqual([seen + 1, seen + 2, seen + 3]);
    expect(replayed.map((event) => event.type === 'order' && event.kind)).toEqual([
      'order:created',
      'order:changed',
      'order:changed',
    ]);
    expect(await again.next()).toEqual({ type: 'ready', seq: seen + 3 });
    await appendEvents(t.database, a.storeId, [statusChange(order.id, 'preparation_completed', 'completed')]);
    expect(await again.next()).toMatchObject({ type: 'order', seq: seen + 4, to: 'completed' });
  });

  it('misses and repeats nothing when events commit while a reconnect is joining', async () => {
    const order = await placeOrder(a);
    const from = await lastStoreEventSeq(t.database.db, a.storeId);
    const burst = (async () => {
      for (let i = 0; i < 30; i += 1) await appendEvents(t.database, a.storeId, [statusChange(order.id, 'x', `s${i}`)]);
    })();
    const stream = await connect({ ...a.admin.headers, [LAST_EVENT_ID_HEADER]: String(from) });
    await burst;
    await stream.next((event) => event.seq === from + 30);
    const numbers = stream.events.filter((event) => event.type === 'order').map((event) => event.seq);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => from + 1 + i));
    expect(stream.events.filter((event) => event.type === 'ready')).toHaveLength(1);
  });

  it('sends reset instead of replaying more than the limit, or from a number the store never reached', async () => {
    const order = await placeOrder(a);
    const before = await lastStoreEventSeq(t.database.db, a.storeId);
    await appendEvents(
      t.database,
      a.storeId,
      Array.from({ length: STREAM_REPLAY_MAX + 1 }, (_, i) => statusChange(order.id, 'x', `r${i}`)),
    );
    const last = before + STREAM_REPLAY_MAX + 1;
    for (const lastEventId of [before, last + 10]) {
      const stream = await connect({ ...a.admin.headers, [LAST_EVENT_ID_HEADER]: String(lastEventId) });
      expect(await stream.next()).toEqual({ type: 'reset', seq: last });
      expect(await stream.next()).toEqual({ type: 'ready', seq: last });
    }
    // Exactly the limit is still replayed.
    const stream = await connect({ ...a.admin.headers, [LAST_EVENT_ID_HEADER]: String(last - STREAM_REPLAY_MAX) });
    expect(await stream.next((event) => event.type === 'ready')).toEqual({ type: 'ready', seq: last });
    expect(stream.events).toHaveLength(STREAM_REPLAY_MAX + 1);
  });

  it('answers 400 BAD_REQUEST to a Last-Event-ID that is not a number, before the stream starts', async () => {
    for (const value of ['abc', '-1', '1.5', '']) {
      const stream = await connect({ ...a.admin.headers, [LAST_EVENT_ID_HEADER]: value });
      expect(stream.status, value).toBe(400);
      expect(stream.errorBody).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
  });

  it('sends a heartbeat comment every STREAM_HEARTBEAT_MS', async () => {
    const stream = await connect(a.admin.headers);
    await stream.next();
    const started = Date.now();
    await stream.waitForComments(3, 20 * HEARTBEAT_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS);
  });

  it('ends the stream of a session that signs out, and of an expired access, and no other', async () => {
    const leaving = await staffAccess(t, { storeId: a.storeId, role: 'operator' });
    const expiring = await staffAccess(t, { storeId: a.storeId, role: 'operator' });
    const staying = await staffAccess(t, { storeId: a.storeId, role: 'operator' });
    const streams = await Promise.all([leaving, expiring, staying].map((staff) => connect(staff.headers)));
    await Promise.all(streams.map((stream) => stream.next()));

    const signOut = await t.app.inject({
      method: authRoutes.signOut.method,
      url: authRoutes.signOut.path,
      headers: bearer(leaving.sessionToken),
    });
    resultOf(authRoutes.signOut, signOut);
    await t.database.db
      .updateTable('accesses')
      .set({ expired_at: new Date(Date.now() - 1000) })
      .where('device_id', '=', expiring.deviceId)
      .execute();
    await Promise.all([within(streams[0]?.ended, 2_000), within(streams[1]?.ended, 2_000)]);

    const order = await placeOrder(a);
    await streams[2]?.next(isOrder(order.id));
  });
});

function within(promise: Promise<void> | undefined, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
    void promise?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
