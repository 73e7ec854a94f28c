import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@comanda/contract/events';
import type { RouteDefinition } from '@comanda/contract/route';
import { storeStatusRoutes as routes } from '@comanda/contract/store/status';
import { turnRoutes } from '@comanda/contract/turn';
import { listenOnLoopback } from '../../../testing/events-kit';
import { type EventStreamClient, openEventStreamClient } from '../../../testing/event-stream-client';
import { createStorefrontWorld, type StorefrontWorld, staffCall } from '../../../testing/storefront-kit';
import { resultOf } from '../../../testing/test-app';
import { getTurn } from '../../turn/turn.service';
import { announceEndedHolds, StatusAnnouncer } from './status-announcer';
import { upsertPauses } from './status.repository';
import { getStoreStatus } from './status.service';

const MINUTE = 60_000;

describe('store status: ending by itself, with the turn, and on the live stream', () => {
  let w: StorefrontWorld;
  let baseUrl: string;
  let stream: EventStreamClient | null = null;
  beforeAll(async () => {
    w = await createStorefrontWorld('estado-vivo');
    baseUrl = await listenOnLoopback(w.t.app);
  });
  beforeEach(async () => {
    await staff(routes.resume, { channel: 'both' });
    await staff(routes.extraDelay, { minutes: 0, duration: null });
  });
  afterEach(() => {
    stream?.close();
    stream = null;
  });
  afterAll(() => w.t.close());

  const staff = async (route: RouteDefinition, body?: object) =>
    resultOf(
      routes.get,
      await w.t.app.inject({ method: route.method, url: route.path, headers: w.admin.headers, ...(body ? { payload: body } : {}) }),
    );
  const statusEvents = () =>
    w.t.database.db
      .selectFrom('order_events')
      .select(['kind', 'field', 'from_value', 'to_value', 'actor_kind', 'actor_name'])
      .where('store_id', '=', w.storeId)
      .where('kind', 'like', 'store:%')
      .orderBy('seq')
      .execute();
  const connect = async () => {
    stream = await openEventStreamClient(baseUrl, w.admin.headers);
    await stream.next((event) => event.type === 'ready');
    return stream;
  };
  const isStatus = (kind: string) => (event: StreamEvent) => event.type === 'store_status' && event.kind === kind;

  it('records every change with who and when', async () => {
    const before = (await statusEvents()).length;
    await staff(routes.pause, { channel: 'both', minutes: 60 });
    await staff(routes.resume, { channel: 'take_away' });
    await staff(routes.resume, { channel: 'take_away' }); // nothing in force: nothing recorded
    await staff(routes.extraDelay, { minutes: 15, duration: null });
    await staff(routes.extraDelay, { minutes: 30, duration: 15 });
    const events = (await statusEvents()).slice(before);
    const admin = { actor_kind: 'user', actor_name: 'Ana Prueba' };
    expect(events).toEqual([
      expect.objectContaining({ kind: 'store:paused', field: 'both', ...admin }),
      { kind: 'store:resumed', field: 'take_away', from_value: null, to_value: null, ...admin },
      { kind: 'store:extra_delay:changed', field: 'extra_delay', from_value: '0', to_value: '15', ...admin },
      { kind: 'store:extra_delay:changed', field: 'extra_delay', from_value: '15', to_value: '30', ...admin },
    ]);
    expect(Date.parse(events[0]?.to_value ?? '') - Date.now()).toBeGreaterThan(59 * MINUTE);
  });

  it('a pause and an extra delay end by themselves: over at once when read, announced once by the system', async () => {
    const set = await staff(routes.pause, { channel: 'shipment', minutes: 15 });
    await staff(routes.extraDelay, { minutes: 15, duration: 30 });
    const pauseEnd = Date.parse(set.shipment.pause?.until ?? '');
    const live = await connect();

    // Not due yet: nothing announced.
    expect(await announceEndedHolds(w.t.database.db, new Date(pauseEnd - MINUTE))).toBe(0);
    const afterPause = new Date(pauseEnd + MINUTE);
    expect(await getStoreStatus(w.t.database.db, w.storeId, afterPause)).toMatchObject({
      shipment: { open: true, pause: null },
      extra_delay: { minutes: 15 },
    });

    // Two instances looking at once: the delete decides, the end is announced once.
    const announced = await Promise.all([1, 2].map(() => announceEndedHolds(w.t.database.db, afterPause)));
    expect(announced.reduce((sum, count) => sum + count, 0)).toBe(1);
    const ended = await live.next(isStatus('store:pause:ended'));
    expect(ended).toMatchObject({ actor: { kind: 'system', user_id: null }, status: { shipment: { open: true, pause: null } } });

    const afterDelay = new Date(pauseEnd + 16 * MINUTE);
    expect(await announceEndedHolds(w.t.database.db, afterDelay)).toBe(1);
    expect(await live.next(isStatus('store:extra_delay:ended'))).toMatchObject({
      actor: { kind: 'system' },
      status: { extra_delay: null },
    });
    expect(await announceEndedHolds(w.t.database.db, afterDelay)).toBe(0);
    expect((await statusEvents()).slice(-2).map((event) => [event.kind, event.actor_kind])).toEqual([
      ['store:pause:ended', 'system'],
      ['store:extra_delay:ended', 'system'],
    ]);
  });

  it('the stream carries the status as it is when sent, on pause and resume', async () => {
    const live = await connect();
    await staff(routes.pause, { channel: 'take_away', minutes: 30 });
    const paused = await live.next(isStatus('store:paused'));
    expect(paused).toMatchObject({
      actor: { kind: 'user', name: 'Ana Prueba', user_id: w.admin.user.id },
      status: { take_away: { open: false, reason: 'paused', pause: { by: 'Ana Prueba' } }, shipment: { open: true } },
    });
    await staff(routes.resume, { channel: 'take_away' });
    expect(await live.next(isStatus('store:resumed'))).toMatchObject({ status: { take_away: { open: true, pause: null } } });
  });

  it('closing the turn ends the pause and the extra delay, in the same change, by whoever closed it', async () => {
    await staff(routes.pause, { channel: 'both', minutes: null });
    await staff(routes.extraDelay, { minutes: 30, duration: null });
    const live = await connect();
    await staffCall(w.t, w.admin, turnRoutes.close);
    await live.next((event) => event.type === 'turn' && event.kind === 'turn:closed');
    const ends = [await live.next(isStatus('store:pause:ended')), await live.next(isStatus('store:pause:ended'))];
    expect(ends.map((event) => event.type === 'store_status' && event.actor.kind)).toEqual(['user', 'user']);
    expect(await live.next(isStatus('store:extra_delay:ended'))).toMatchObject({
      status: { turn_open: false, extra_delay: null, shipment: { reason: 'turn_closed', pause: null } },
    });

    await staffCall(w.t, w.admin, turnRoutes.open);
    expect(await getStoreStatus(w.t.database.db, w.storeId, new Date())).toMatchObject({
      open: true,
      extra_delay: null,
      shipment: { open: true, pause: null },
      take_away: { open: true, pause: null },
    });
    const rows = await w.t.database.db.selectFrom('store_pauses').select('channel').where('store_id', '=', w.storeId).execute();
    expect(rows).toEqual([]);
  });

  it("the app's announcer runs by itself and stops with a close", async () => {
    const turn = await getTurn(w.t.database.db, w.storeId);
    const past = new Date(Date.now() - MINUTE);
    await upsertPauses(w.t.database.db, w.storeId, ['take_away'], {
      turnId: turn?.id ?? '',
      until: past,
      setBy: w.admin.user.id,
      setByName: 'Ana Prueba',
      setAt: new Date(past.getTime() - 15 * MINUTE),
    });
    const announcer = new StatusAnnouncer(w.t.database.db, w.t.app.log, 20);
    announcer.start();
    try {
      await expect.poll(async () => (await statusEvents()).at(-1), { timeout: 10_000 }).toMatchObject({
        kind: 'store:pause:ended',
        field: 'take_away',
        actor_kind: 'system',
      });
    } finally {
      await announcer.stop();
    }
    expect(await w.t.database.db.selectFrom('store_pauses').selectAll().where('store_id', '=', w.storeId).execute()).toEqual([]);
  });
});
