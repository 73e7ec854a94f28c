import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { storeStatusRoutes as routes } from '@comanda/contract/store/status';
import { type CreateOrderBodyInput, CreateOrderBody, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld, staffCall } from '../../../testing/storefront-kit';
import { errorOf, resultOf } from '../../../testing/test-app';
import { createOrder } from '../../storefront/create-order.service';
import { getPublicStore } from '../../storefront/public-store.service';
import { dayOfDate } from '../../storefront/store-clock';
import { createStorefrontAnswers } from '../../storefront/storefront-answers.service';
import { getStoreStatus } from './status.service';

const MINUTE = 60_000;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const location = { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' };

describe('store status: each reason, and the storefront refusing with its code', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld();
  });
  afterAll(() => w.t.close());
  beforeEach(async () => {
    await staff(routes.resume, { channel: 'both' });
    await staff(routes.extraDelay, { minutes: 0, duration: null });
    await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
      schedules: DAYS.map((day) => ({ id: randomUUID(), day, start: '00:00', end: '00:00' })),
    });
  });

  const staff = async (route: RouteDefinition, body?: object) => {
    const res = await w.t.app.inject({ method: route.method, url: route.path, headers: w.admin.headers, ...(body ? { payload: body } : {}) });
    return resultOf(routes.get, res);
  };
  const status = (now = new Date()) => getStoreStatus(w.t.database.db, w.storeId, now);
  /** A take-away order for next Monday's slot (the world's only take-away slot). */
  const laterTakeAway = (from: Date): CreateOrderBodyInput['delivery'] => {
    let date = new Date(from.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    while (dayOfDate(date) !== 'mon') date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { method: 'take_away', immediate: false, datetime: { date, schedule_id: w.ids.takeAwaySlot } };
  };
  const shipmentNow: CreateOrderBodyInput['delivery'] = { method: 'shipment', immediate: true, location };
  /** Places an order at `now` through the storefront service; answers the refusal code, or 'placed'. */
  const orderAt = async (now: Date, delivery?: CreateOrderBodyInput['delivery']): Promise<string> => {
    const body = CreateOrderBody.parse(orderBody(w, delivery ? { delivery } : {}));
    try {
      await createOrder(w.t.database.db, w.slug, randomUUID(), body, now);
      return 'placed';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  };
  const refusedOverHttp = async (delivery: CreateOrderBodyInput['delivery'], code: string) =>
    expect(errorOf(await postOrder(w, orderBody(w, { delivery })))).toMatchObject({ status: 409, code });

  it('outside the opening hours: outside_hours, with when it opens; STORE:CLOSED for now, a later slot is taken', async () => {
    // Wednesday 2026-03-04, 09:00 in Buenos Aires (UTC-3); the store opens Wednesdays 19:00 to 23:00.
    await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
      schedules: [{ id: randomUUID(), day: 'wed', start: '19:00', end: '23:00' }],
    });
    const morning = new Date('2026-03-04T12:00:00Z');
    expect(await status(morning)).toMatchObject({
      open: false,
      turn_open: true,
      within_hours: false,
      opens_at: '2026-03-04T22:00:00.000Z',
      closes_at: null,
      next_change_at: '2026-03-04T22:00:00.000Z',
      shipment: { open: false, reason: 'outside_hours', accepts_later_slots: true },
      take_away: { open: false, reason: 'outside_hours', accepts_later_slots: true },
    });
    expect(await orderAt(morning)).toBe('STORE:CLOSED');
    expect(await orderAt(morning, laterTakeAway(morning))).toBe('placed');

    const evening = new Date('2026-03-04T23:00:00Z');
    expect(await status(evening)).toMatchObject({
      open: true,
      within_hours: true,
      opens_at: null,
      closes_at: '2026-03-05T02:00:00.000Z',
      next_change_at: '2026-03-05T02:00:00.000Z',
      take_away: { open: true, reason: null },
    });
    expect(await orderAt(evening)).toBe('placed');
  });

  it('paused: the channel says paused (the other stays open); STORE:PAUSED for now and for a later slot, until the pause ends by itself', async () => {
    const before = Date.now();
    const paused = await staff(routes.pause, { channel: 'take_away', minutes: 15 });
    const until = Date.parse(paused.take_away.pause?.until ?? '');
    expect(until - before).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    expect(paused).toMatchObject({
      open: true,
      take_away: { open: false, reason: 'paused', accepts_later_slots: false, pause: { by: 'Ana Prueba' } },
      shipment: { open: true, reason: null, pause: null },
      next_change_at: paused.take_away.pause?.until,
    });
    await refusedOverHttp({ method: 'take_away', immediate: true }, 'STORE:PAUSED');
    await refusedOverHttp(laterTakeAway(new Date()), 'STORE:PAUSED');
    expect(await orderAt(new Date(), shipmentNow)).toBe('placed');

    // A minute after its end the pause is over, announced or not.
    const after = new Date(until + MINUTE);
    expect((await status(after)).take_away).toEqual({ open: true, reason: null, accepts_later_slots: true, pause: null });
    expect(await orderAt(after)).toBe('placed');
    expect(await orderAt(new Date(until - MINUTE))).toBe('STORE:PAUSED');
  });

  it('a pause until the turn closes has no end of its own; both channels at once', async () => {
    const paused = await staff(routes.pause, { channel: 'both', minutes: null });
    expect(paused).toMatchObject({ open: false, next_change_at: null, shipment: { reason: 'paused', pause: { until: null } } });
    expect(await orderAt(new Date(Date.now() + 6 * 3_600_000), shipmentNow)).toBe('STORE:PAUSED');
    const resumed = await staff(routes.resume, { channel: 'shipment' });
    expect(resumed).toMatchObject({ shipment: { open: true, pause: null }, take_away: { reason: 'paused' } });
  });

  it('turn closed: turn_closed before outside hours; TURN:CLOSED for now and for a later slot', async () => {
    await staffCall(w.t, w.admin, storeScheduleRoutes.save, { schedules: [] });
    await staffCall(w.t, w.admin, turnRoutes.close);
    try {
      expect(await status()).toMatchObject({
        open: false,
        turn_open: false,
        within_hours: false,
        shipment: { open: false, reason: 'turn_closed', accepts_later_slots: false },
        take_away: { open: false, reason: 'turn_closed', accepts_later_slots: false },
      });
      await refusedOverHttp({ method: 'take_away', immediate: true }, 'TURN:CLOSED');
      await refusedOverHttp(laterTakeAway(new Date()), 'TURN:CLOSED');
    } finally {
      await staffCall(w.t, w.admin, turnRoutes.open);
    }
  });

  it('channel disabled: channel_disabled before every other reason; DELIVERY:METHOD:UNAVAILABLE', async () => {
    const takeAway = resultOf(
      storeDeliveryRoutes.getTakeAway,
      await w.t.app.inject({ method: 'GET', url: storeDeliveryRoutes.getTakeAway.path, headers: w.admin.headers }),
    );
    await staff(routes.pause, { channel: 'both', minutes: 30 });
    await staffCall(w.t, w.admin, storeDeliveryRoutes.saveTakeAway, { ...takeAway, enabled: false });
    try {
      expect(await status()).toMatchObject({
        take_away: { open: false, reason: 'channel_disabled', accepts_later_slots: false },
        shipment: { open: false, reason: 'paused' },
      });
      await refusedOverHttp({ method: 'take_away', immediate: true }, 'DELIVERY:METHOD:UNAVAILABLE');
      await refusedOverHttp(laterTakeAway(new Date()), 'DELIVERY:METHOD:UNAVAILABLE');
      await staffCall(w.t, w.admin, storeDeliveryRoutes.saveTakeAway, { ...takeAway, immediate_enabled: false });
      expect((await status()).take_away).toMatchObject({ reason: 'channel_disabled', accepts_later_slots: false });
      await staff(routes.resume, { channel: 'both' });
      expect((await status()).take_away).toMatchObject({ open: false, reason: 'channel_disabled', accepts_later_slots: true });
      expect(await orderAt(new Date(), laterTakeAway(new Date()))).toBe('placed');
    } finally {
      await staffCall(w.t, w.admin, storeDeliveryRoutes.saveTakeAway, takeAway);
    }
  });

  it('the public store shows each channel and the pause end at once, and the pause over once its time is up', async () => {
    const getStore = async () =>
      resultOf(storefrontRoutes.store, await w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.store.path, { slug: w.slug }) }));
    expect((await getStore()).channels.shipment).toEqual({ open: true, reason: null, accepts_later_slots: true, paused_until: null });
    const paused = await staff(routes.pause, { channel: 'shipment', minutes: 30 });
    const store = await getStore();
    expect(store.channels).toEqual({
      shipment: { open: false, reason: 'paused', accepts_later_slots: false, paused_until: paused.shipment.pause?.until },
      take_away: { open: true, reason: null, accepts_later_slots: true, paused_until: null },
    });
    expect(store.open_now).toBe(true);
    expect(JSON.stringify(store)).not.toContain('Ana Prueba');

    // The kept answer is decided per request: past the pause's end it shows the channel open again.
    const answers = createStorefrontAnswers(w.t.database, w.t.app.log);
    try {
      const at = async (now: Date) => {
        const answer = await answers.store(w.slug, now);
        return storefrontRoutes.store.response.parse((JSON.parse(answer.body.toString()) as { result: unknown }).result);
      };
      expect((await at(new Date())).channels.shipment.reason).toBe('paused');
      const later = await at(new Date(Date.parse(paused.shipment.pause?.until ?? '') + MINUTE));
      expect(later.channels.shipment).toEqual({ open: true, reason: null, accepts_later_slots: true, paused_until: null });
      expect((await at(new Date())).channels.shipment.reason).toBe('paused');
    } finally {
      await answers.close();
    }
  });

  it('the extra delay shows in the public store and in a new order’s promised time while it lasts', async () => {
    const delayed = await staff(routes.extraDelay, { minutes: 15, duration: 30 });
    expect(delayed.extra_delay).toMatchObject({ minutes: 15, by: 'Ana Prueba' });
    const until = Date.parse(delayed.extra_delay?.until ?? '');
    const store = resultOf(
      storefrontRoutes.store,
      await w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.store.path, { slug: w.slug }) }),
    );
    expect(store).toMatchObject({ extra_delay: 15, preparation_delay: 30 });

    const order = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));
    expect(Date.parse(order.promised_at) - Date.parse(order.created_at)).toBe(45 * 60_000);

    const after = new Date(until + MINUTE);
    expect((await getPublicStore(w.t.database.db, w.slug, after)).extra_delay).toBe(0);
    const body = CreateOrderBody.parse(orderBody(w));
    const late = await createOrder(w.t.database.db, w.slug, randomUUID(), body, after);
    expect(Date.parse(late.promised_at) - Date.parse(late.created_at)).toBe(30 * 60_000);
  });
});
