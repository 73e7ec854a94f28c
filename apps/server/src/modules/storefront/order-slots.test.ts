import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { fillPath } from '@comanda/contract/route';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { type CreateOrderBody, CreateOrderBody as CreateOrderBodySchema, type StoreSlots, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { AppError } from '../../http/app-error';
import { createStorefrontWorld, orderBody, type StorefrontWorld, staffCall } from '../../testing/storefront-kit';
import { resultOf } from '../../testing/test-app';
import { createOrder } from './create-order.service';
import { getStoreSlots } from './order-slots.service';

/*
 * The world (storefront-kit): open every day all day, a 30-minute preparation delay, a shipment
 * slot 20:00-20:30 every day and a take-away slot on Mondays 12:00-12:30, in Buenos Aires (UTC-3).
 * 2030-12-02 is a Monday.
 */
const MONDAY = '2030-12-02';
/** An instant on the store's clock (Buenos Aires has no daylight saving: always UTC-3). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);
const location = { city: 'CABA', address_one: 'Peru 1', address_two: '', indications: '' };

describe('storefront: the slots a store takes (GET slots)', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('tienda-horarios');
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const slotsAt = (method: 'shipment' | 'take_away', now: Date) => getStoreSlots(db(), w.slug, method, now);
  const bodyFor = (method: 'shipment' | 'take_away', slot: { date: string; schedule_id: string }): CreateOrderBody =>
    CreateOrderBodySchema.parse(
      orderBody(w, {
        delivery: { method, immediate: false, datetime: slot, ...(method === 'shipment' ? { location } : {}) },
        items: [{ article_id: w.ids.pizza, toppings: [] }, { article_id: w.ids.pizza, toppings: [] }],
      }),
    );
  /** What placing the order for that slot at `now` answers: 'placed' or the refusal's code. */
  const placeAt = async (method: 'shipment' | 'take_away', slot: { date: string; schedule_id: string }, now: Date) => {
    try {
      await createOrder(db(), w.slug, randomUUID(), bodyFor(method, slot), now);
      return 'placed';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };

  it('offers each entry once, on its next date no sooner than the preparation delay, by start on the store clock', async () => {
    const early = await slotsAt('shipment', at(MONDAY, '19:20'));
    expect(early).toMatchObject({ method: 'shipment', time_zone: 'America/Argentina/Buenos_Aires', immediate: true, slots_refusal: null });
    expect(early.slots.map((slot) => slot.date)).toEqual([
      '2030-12-02', '2030-12-03', '2030-12-04', '2030-12-05', '2030-12-06', '2030-12-07', '2030-12-08',
    ]);
    expect(early.slots[0]).toEqual({
      date: MONDAY,
      schedule_id: w.ids.shipmentSlot.mon,
      start: '20:00',
      end: '20:30',
      starts_at: '2030-12-02T23:00:00.000Z',
    });
    // 19:40 + 30 minutes is past Monday's 20:00: Monday's entry is offered next week instead.
    const late = await slotsAt('shipment', at(MONDAY, '19:40'));
    expect(late.slots.map((slot) => slot.date)).toEqual([
      '2030-12-03', '2030-12-04', '2030-12-05', '2030-12-06', '2030-12-07', '2030-12-08', '2030-12-09',
    ]);
    expect(late.slots.at(-1)?.schedule_id).toBe(w.ids.shipmentSlot.mon);
  });

  it('is exactly what placing an order accepts at that moment', async () => {
    const now = at(MONDAY, '19:40');
    const { slots } = await slotsAt('shipment', now);
    for (const slot of slots) expect(await placeAt('shipment', slot, now), slot.date).toBe('placed');
    // The one left out today is refused for being too soon.
    expect(await placeAt('shipment', { date: MONDAY, schedule_id: w.ids.shipmentSlot.mon ?? '' }, now)).toBe('DELIVERY:SLOT:INVALID');
    const takeAway = await slotsAt('take_away', at(MONDAY, '11:00'));
    expect(takeAway.slots).toEqual([
      { date: MONDAY, schedule_id: w.ids.takeAwaySlot, start: '12:00', end: '12:30', starts_at: '2030-12-02T15:00:00.000Z' },
    ]);
    expect(await placeAt('take_away', { date: MONDAY, schedule_id: w.ids.takeAwaySlot }, at(MONDAY, '11:00'))).toBe('placed');
  });

  it('follows the preparation delay and leaves out inactive entries and days without entries', async () => {
    await staffCall(w.t, w.admin, storePreparationRoutes.save, { delay: 90 });
    expect((await slotsAt('take_away', at(MONDAY, '10:45'))).slots.map((slot) => slot.date)).toEqual(['2030-12-09']);
    expect(await placeAt('take_away', { date: MONDAY, schedule_id: w.ids.takeAwaySlot }, at(MONDAY, '10:45'))).toBe('DELIVERY:SLOT:INVALID');
    expect((await slotsAt('take_away', at(MONDAY, '10:15'))).slots.map((slot) => slot.date)).toEqual([MONDAY]);
    await staffCall(w.t, w.admin, storePreparationRoutes.save, { delay: 30 });

    const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
    const friday = randomUUID();
    await staffCall(w.t, w.admin, storeDeliveryRoutes.saveShipment, {
      enabled: true,
      immediate_enabled: true,
      schedule_enabled: true,
      schedule: [
        { id: friday, day: 'fri', start: '21:00', end: '23:00', active: true },
        { id: randomUUID(), day: 'sat', start: '21:00', end: '23:00', active: false },
        // Past midnight: the slot is on the date of its start.
        { id: w.ids.shipmentSlot.sun, day: 'sun', start: '23:30', end: '00:30', active: true },
      ],
      cost: ars(500),
      min_amount_items: ars(1000),
    });
    const { slots } = await slotsAt('shipment', at(MONDAY, '12:00'));
    expect(slots.map(({ date, schedule_id, starts_at }) => ({ date, schedule_id, starts_at }))).toEqual([
      { date: '2030-12-06', schedule_id: friday, starts_at: '2030-12-07T00:00:00.000Z' },
      { date: '2030-12-08', schedule_id: w.ids.shipmentSlot.sun, starts_at: '2030-12-09T02:30:00.000Z' },
    ]);
    // Restore the world's shipment slots.
    await staffCall(w.t, w.admin, storeDeliveryRoutes.saveShipment, {
      enabled: true,
      immediate_enabled: true,
      schedule_enabled: true,
      schedule: week.map((day) => ({ id: w.ids.shipmentSlot[day], day, start: '20:00', end: '20:30', active: true })),
      cost: ars(500),
      min_amount_items: ars(1000),
    });
  });

  it('the status rule: outside the hours only immediate orders stop; scheduled orders off or the turn closed stop the slots', async () => {
    await staffCall(w.t, w.admin, storeScheduleRoutes.save, {
      schedules: [{ id: randomUUID(), day: 'tue', start: '09:00', end: '18:00', active: true }],
    });
    const outside = await slotsAt('shipment', at(MONDAY, '12:00'));
    expect(outside).toMatchObject({ immediate: false, immediate_refusal: { code: 'STORE:CLOSED' }, slots_refusal: null });
    expect(outside.slots).toHaveLength(7);

    await staffCall(w.t, w.admin, storeDeliveryRoutes.saveTakeAway, {
      enabled: true,
      address: { city: 'CABA', address_one: 'Corrientes 1234', address_two: '', indications: '' },
      immediate_enabled: true,
      schedule_enabled: false,
      schedule: [{ id: w.ids.takeAwaySlot, day: 'mon', start: '12:00', end: '12:30', active: true }],
    });
    const off: StoreSlots = await slotsAt('take_away', at(MONDAY, '11:00'));
    expect(off).toMatchObject({ slots: [], slots_refusal: { code: 'DELIVERY:METHOD:UNAVAILABLE', description: 'No se aceptan pedidos para mas tarde' } });
    expect(await placeAt('take_away', { date: MONDAY, schedule_id: w.ids.takeAwaySlot }, at(MONDAY, '11:00'))).toBe('DELIVERY:METHOD:UNAVAILABLE');

    await staffCall(w.t, w.admin, turnRoutes.close);
    const closed = await slotsAt('shipment', at(MONDAY, '12:00'));
    expect(closed).toMatchObject({
      immediate: false,
      immediate_refusal: { code: 'TURN:CLOSED' },
      slots: [],
      slots_refusal: { code: 'TURN:CLOSED', description: 'El turno esta cerrado' },
    });
    await staffCall(w.t, w.admin, turnRoutes.open);
  });

  it('answers over HTTP for the method asked; 404 for an unknown store, 400 for an unknown method', async () => {
    const url = (slug: string, method: string) => `${fillPath(storefrontRoutes.slots.path, { slug })}?method=${method}`;
    const res = await w.t.app.inject({ method: 'GET', url: url(w.slug, 'shipment') });
    expect(resultOf(storefrontRoutes.slots, res).method).toBe('shipment');
    expect((await w.t.app.inject({ method: 'GET', url: url('no-existe', 'shipment') })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: url(w.slug, 'dron') })).statusCode).toBe(400);
  });
});
