import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Day } from '@comanda/contract/common';
import { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import { checkDelivery, type DeliveryRules } from './order-delivery';
import { scheduleOpenAt } from './public-store.service';
import { addDays, dayOfDate, instantOf, localMoment } from './store-clock';

/*
 * Zones with daylight saving (issue 12). Madrid: 2024-03-31 02:00 jumps to 03:00 (UTC+1 to
 * UTC+2), 2024-10-27 03:00 goes back to 02:00. Santiago: 2024-09-08 00:00 jumps to 01:00 (the
 * day starts at 01:00, UTC-4 to UTC-3), 2024-04-07 00:00 goes back to 2024-04-06 23:00.
 */
const MADRID = 'Europe/Madrid';
const SANTIAGO = 'America/Santiago';
const at = (iso: string) => new Date(iso);

const entry = (day: Day, start: string, end: string) => ({ id: randomUUID(), day, start, end, active: true });

describe("the store's wall clock across daylight saving changes", () => {
  it('reads the local date, weekday and time on each side of a change', () => {
    expect(localMoment(at('2024-03-31T00:59:00Z'), MADRID)).toEqual({ date: '2024-03-31', day: 'sun', minuteOfDay: 1 * 60 + 59 });
    expect(localMoment(at('2024-03-31T01:00:00Z'), MADRID)).toEqual({ date: '2024-03-31', day: 'sun', minuteOfDay: 3 * 60 });
    // Santiago's Saturday ends at 04:00 UTC; Sunday starts at 01:00 local.
    expect(localMoment(at('2024-09-08T03:59:00Z'), SANTIAGO)).toEqual({ date: '2024-09-07', day: 'sat', minuteOfDay: 23 * 60 + 59 });
    expect(localMoment(at('2024-09-08T04:00:00Z'), SANTIAGO)).toEqual({ date: '2024-09-08', day: 'sun', minuteOfDay: 60 });
    // Going back, Saturday's last hour happens twice.
    expect(localMoment(at('2024-04-07T02:59:00Z'), SANTIAGO)).toEqual({ date: '2024-04-06', day: 'sat', minuteOfDay: 23 * 60 + 59 });
    expect(localMoment(at('2024-04-07T03:00:00Z'), SANTIAGO)).toEqual({ date: '2024-04-06', day: 'sat', minuteOfDay: 23 * 60 });
  });

  it('finds the instant of a local time with the offset of that date, not of today', () => {
    expect(instantOf('2024-03-30', '12:00', MADRID)).toEqual(at('2024-03-30T11:00:00Z'));
    expect(instantOf('2024-03-31', '12:00', MADRID)).toEqual(at('2024-03-31T10:00:00Z'));
    expect(instantOf('2024-10-26', '12:00', MADRID)).toEqual(at('2024-10-26T10:00:00Z'));
    expect(instantOf('2024-10-27', '12:00', MADRID)).toEqual(at('2024-10-27T11:00:00Z'));
    expect(instantOf('2024-09-07', '12:00:00', SANTIAGO)).toEqual(at('2024-09-07T16:00:00Z'));
    expect(instantOf('2024-09-08', '12:00', SANTIAGO)).toEqual(at('2024-09-08T15:00:00Z'));
  });

  it('reads a time the clock skips as the same time after the jump', () => {
    expect(instantOf('2024-03-31', '02:30', MADRID)).toEqual(at('2024-03-31T01:30:00Z'));
    // Santiago's 2024-09-08 00:00 never shows: it is 01:00, the instant Saturday ends.
    expect(instantOf('2024-09-08', '00:00', SANTIAGO)).toEqual(at('2024-09-08T04:00:00Z'));
  });

  it('counts calendar dates without a zone', () => {
    expect(dayOfDate('2024-03-31')).toBe('sun');
    expect(dayOfDate('2024-09-07')).toBe('sat');
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('opening hours across daylight saving changes', () => {
  it('opens and closes at the same local times on each side of a change (Madrid)', () => {
    const mornings = (['sat', 'sun'] as const).map((day) => entry(day, '09:00', '14:00'));
    // Saturday 2024-03-30 is UTC+1, Sunday 2024-03-31 is UTC+2.
    expect(scheduleOpenAt(mornings, at('2024-03-30T07:59:00Z'), MADRID)).toBe(false);
    expect(scheduleOpenAt(mornings, at('2024-03-30T08:00:00Z'), MADRID)).toBe(true);
    expect(scheduleOpenAt(mornings, at('2024-03-31T06:59:00Z'), MADRID)).toBe(false);
    expect(scheduleOpenAt(mornings, at('2024-03-31T07:00:00Z'), MADRID)).toBe(true);
    expect(scheduleOpenAt(mornings, at('2024-03-31T11:59:00Z'), MADRID)).toBe(true);
    expect(scheduleOpenAt(mornings, at('2024-03-31T12:00:00Z'), MADRID)).toBe(false);
    // Back to UTC+1 on 2024-10-27.
    expect(scheduleOpenAt(mornings, at('2024-10-26T06:59:00Z'), MADRID)).toBe(false);
    expect(scheduleOpenAt(mornings, at('2024-10-26T07:00:00Z'), MADRID)).toBe(true);
    expect(scheduleOpenAt(mornings, at('2024-10-27T07:59:00Z'), MADRID)).toBe(false);
    expect(scheduleOpenAt(mornings, at('2024-10-27T08:00:00Z'), MADRID)).toBe(true);
  });

  it('keeps a Saturday night open until local midnight when the change falls at midnight (Santiago)', () => {
    const saturdayNight = [entry('sat', '20:00', '00:00')];
    expect(scheduleOpenAt(saturdayNight, at('2024-09-07T23:59:00Z'), SANTIAGO)).toBe(false);
    expect(scheduleOpenAt(saturdayNight, at('2024-09-08T00:00:00Z'), SANTIAGO)).toBe(true);
    expect(scheduleOpenAt(saturdayNight, at('2024-09-08T03:59:00Z'), SANTIAGO)).toBe(true);
    expect(scheduleOpenAt(saturdayNight, at('2024-09-08T04:00:00Z'), SANTIAGO)).toBe(false);
    // In April Saturday's 23:00 comes twice: open through both.
    expect(scheduleOpenAt(saturdayNight, at('2024-04-06T23:00:00Z'), SANTIAGO)).toBe(true);
    expect(scheduleOpenAt(saturdayNight, at('2024-04-07T03:59:00Z'), SANTIAGO)).toBe(true);
    expect(scheduleOpenAt(saturdayNight, at('2024-04-07T04:00:00Z'), SANTIAGO)).toBe(false);
  });
});

describe('later slots on a store with daylight saving', () => {
  const sundayNoon = entry('sun', '12:00', '12:30');
  const saturdayLate = entry('sat', '23:30', '00:00');
  const rules = (now: Date, timeZone: string, preparationDelayMinutes = 30): DeliveryRules => {
    const shipment = ShipmentSettings.parse({});
    const takeAway = TakeAwaySettings.parse({
      enabled: true,
      schedule_enabled: true,
      schedule: [sundayNoon, saturdayLate],
      address: { city: 'Santiago', address_one: 'Providencia 1234', address_two: '', indications: '' },
    });
    return {
      shipment,
      takeAway,
      timeZone,
      preparationDelayMinutes,
      status: {
        timeZone,
        openingHours: [],
        channels: { shipment, take_away: takeAway },
        preparationDelayMinutes,
        openTurnId: 'turno',
        pauses: [],
        extraDelay: null,
      },
      now,
    };
  };
  const takeAwayAt = (date: string, scheduleId: string) =>
    ({ method: 'take_away', immediate: false, datetime: { date, schedule_id: scheduleId } }) as const;

  it("takes the slot's date on the store's calendar, while UTC is already the next day", () => {
    // Saturday 22:00 in Santiago is Sunday 02:00 UTC.
    const now = at('2024-09-08T02:00:00Z');
    const tonight = checkDelivery(takeAwayAt('2024-09-07', saturdayLate.id), 0, rules(now, SANTIAGO));
    expect(tonight.methods.take_away?.datetime).toMatchObject({ date: '2024-09-07', start: '23:30', end: '00:00' });
    const tomorrow = checkDelivery(takeAwayAt('2024-09-08', sundayNoon.id), 0, rules(now, SANTIAGO));
    expect(tomorrow.methods.take_away?.datetime).toMatchObject({ date: '2024-09-08', start: '12:00' });
  });

  it("measures 'too soon' with the slot start of that date's offset", () => {
    // Saturday 23:00 local (03:00 UTC): 23:30 starts in 30 minutes, so a 31-minute delay is too much.
    const now = at('2024-09-08T03:00:00Z');
    expect(() => checkDelivery(takeAwayAt('2024-09-07', saturdayLate.id), 0, rules(now, SANTIAGO, 30))).not.toThrow();
    expect(() => checkDelivery(takeAwayAt('2024-09-07', saturdayLate.id), 0, rules(now, SANTIAGO, 31))).toThrow(
      expect.objectContaining({ code: 'DELIVERY:SLOT:INVALID' }),
    );
  });
});
