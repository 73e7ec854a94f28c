import type { Order } from '@comanda/contract/orders';
import { describe, expect, it } from 'vitest';
import { demoOrder } from '../test/order-data';
import { orderSlotDate, ringsNow, ringsOnDay } from './scheduled-ring';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
/** Saturday 2026-11-28, 23:50 in Buenos Aires (already Sunday in UTC), then Sunday 00:10. */
const SATURDAY_BEFORE_MIDNIGHT = Date.parse('2026-11-29T02:50:00.000Z');
const SUNDAY_AFTER_MIDNIGHT = Date.parse('2026-11-29T03:10:00.000Z');

/** A new, unattended take-away order, for a slot on `date` or (null) as soon as possible. */
function newOrder(date: string | null, overrides: Partial<Order> = {}): Order {
  const datetime = date === null ? null : { date, schedule_id: 'ad1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', start: '12:00', end: '12:30' };
  return demoOrder({
    seen_at: null,
    delivery: { ...demoOrder().delivery, methods: { shipment: null, take_away: { immediate: date === null, datetime } } },
    ...overrides,
  });
}

describe('a scheduled order rings from the day of its slot', () => {
  it('reads the slot date of a scheduled order, none for as soon as possible', () => {
    expect(orderSlotDate(newOrder('2026-11-29'))).toBe('2026-11-29');
    expect(orderSlotDate(newOrder(null))).toBeNull();
  });

  it("does not ring before the store's midnight of its slot's day, and rings from it", () => {
    const tomorrow = newOrder('2026-11-29');
    expect(ringsNow(tomorrow, SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe(false);
    expect(ringsNow(tomorrow, SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe(true);
    // On the device's (UTC) calendar it would already be Sunday at 23:50 in Buenos Aires.
    expect(ringsNow(tomorrow, SATURDAY_BEFORE_MIDNIGHT, 'UTC')).toBe(true);
  });

  it('rings as before when immediate, for today or for a past day', () => {
    expect(ringsOnDay(newOrder(null), '2026-11-28')).toBe(true);
    expect(ringsOnDay(newOrder('2026-11-28'), '2026-11-28')).toBe(true);
    expect(ringsOnDay(newOrder('2026-11-27'), '2026-11-28')).toBe(true);
    expect(ringsOnDay(newOrder('2026-12-05'), '2026-11-28')).toBe(false);
  });

  it('never rings once attended, whatever the day', () => {
    const day = '2026-11-29';
    expect(ringsOnDay(newOrder(day, { seen_at: '2026-11-28T12:00:00.000Z' }), day)).toBe(false);
    expect(ringsOnDay(newOrder(day, { status: 'preparation_in_process' }), day)).toBe(false);
    expect(ringsOnDay(newOrder(null, { status: 'cancel_store' }), day)).toBe(false);
  });
});
