import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@comanda/contract/route';
import { storeStatusRoutes as routes } from '@comanda/contract/store/status';
import { turnRoutes } from '@comanda/contract/turn';
import { type StaffFixture, staffAccess } from '../../../testing/fixtures';
import { createStorefrontWorld, type StorefrontWorld, staffCall } from '../../../testing/storefront-kit';
import { errorOf, resultOf } from '../../../testing/test-app';
import { getStoreStatus } from './status.service';

describe('store status: who may read and change it', () => {
  let w: StorefrontWorld;
  let staff: Record<'root' | 'operator' | 'delivery' | 'initial', StaffFixture>;
  beforeAll(async () => {
    w = await createStorefrontWorld();
    const as = (role: keyof typeof staff) => staffAccess(w.t, { storeId: w.storeId, role });
    staff = { root: await as('root'), operator: await as('operator'), delivery: await as('delivery'), initial: await as('initial') };
  });
  afterAll(() => w.t.close());
  beforeEach(async () => {
    await call(w.admin, routes.resume, { channel: 'both' });
    await call(w.admin, routes.extraDelay, { minutes: 0, duration: null });
  });

  const call = (who: StaffFixture, route: RouteDefinition, body?: object) =>
    w.t.app.inject({ method: route.method, url: route.path, headers: who.headers, ...(body ? { payload: body } : {}) });

  it('every staff role reads the status', async () => {
    for (const who of [w.admin, staff.root, staff.operator, staff.delivery, staff.initial]) {
      const status = resultOf(routes.get, await call(who, routes.get));
      expect(status).toMatchObject({ open: true, turn_open: true, within_hours: true, preparation_delay: 30, extra_delay: null });
      expect(status.shipment).toEqual({ open: true, reason: null, accepts_later_slots: true, pause: null });
    }
  });

  it('admin, root and operator pause, resume and set the extra delay; delivery and initial get 403', async () => {
    for (const who of [w.admin, staff.root, staff.operator]) {
      const paused = resultOf(routes.pause, await call(who, routes.pause, { channel: 'shipment', minutes: 15 }));
      expect(paused.shipment).toMatchObject({ open: false, reason: 'paused', pause: { by: 'Ana Prueba' } });
      const resumed = resultOf(routes.resume, await call(who, routes.resume, { channel: 'shipment' }));
      expect(resumed.shipment).toMatchObject({ open: true, pause: null });
      const delayed = resultOf(routes.extraDelay, await call(who, routes.extraDelay, { minutes: 15, duration: 30 }));
      expect(delayed.extra_delay).toMatchObject({ minutes: 15 });
    }
    for (const who of [staff.delivery, staff.initial]) {
      expect(errorOf(await call(who, routes.pause, { channel: 'both', minutes: null }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await call(who, routes.resume, { channel: 'both' }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await call(who, routes.extraDelay, { minutes: 15, duration: null }))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    const status = await getStoreStatus(w.t.database.db, w.storeId, new Date());
    expect(status.shipment.pause).toBeNull();
    expect(status.extra_delay).toMatchObject({ minutes: 15 });
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [{ channel: 'delivery', minutes: 15 }, { channel: 'both', minutes: 20 }, { channel: 'both' }]) {
      expect(errorOf(await call(w.admin, routes.pause, body))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    for (const body of [{ minutes: -1, duration: null }, { minutes: 241, duration: null }, { minutes: 15, duration: 45 }]) {
      expect(errorOf(await call(w.admin, routes.extraDelay, body))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
  });

  it('pausing or delaying with the turn closed is TURN:CLOSED (409); resuming and removing the delay are fine', async () => {
    await staffCall(w.t, w.admin, turnRoutes.close);
    try {
      expect(errorOf(await call(w.admin, routes.pause, { channel: 'both', minutes: 30 }))).toMatchObject({
        status: 409,
        code: 'TURN:CLOSED',
      });
      expect(errorOf(await call(w.admin, routes.extraDelay, { minutes: 15, duration: null }))).toMatchObject({
        status: 409,
        code: 'TURN:CLOSED',
      });
      const status = resultOf(routes.resume, await call(w.admin, routes.resume, { channel: 'both' }));
      expect(status).toMatchObject({ open: false, turn_open: false, shipment: { reason: 'turn_closed' } });
      resultOf(routes.extraDelay, await call(w.admin, routes.extraDelay, { minutes: 0, duration: null }));
    } finally {
      await staffCall(w.t, w.admin, turnRoutes.open);
    }
  });
});
