import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import { decideStoreStatus, type StatusFacts } from './store-status';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const SANTIAGO = 'America/Santiago';
let ids = 0;
const entry = (day: ScheduleEntry['day'], start: string, end: string): ScheduleEntry => ({
  id: `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
  day,
  start,
  end,
  active: true,
});
const everyDay = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => entry(day, '00:00', '00:00'));
const on = { enabled: true, immediate_enabled: true, schedule_enabled: true };

function facts(overrides: Partial<StatusFacts> = {}): StatusFacts {
  return {
    timeZone: BUENOS_AIRES,
    openingHours: everyDay,
    channels: { shipment: on, take_away: on },
    preparationDelayMinutes: 30,
    openTurnId: 'turno-1',
    pauses: [],
    extraDelay: null,
    ...overrides,
  };
}

describe('the store status rule', () => {
  const now = new Date('2026-03-04T23:00:00Z'); // Wednesday 20:00 in Buenos Aires

  it('open all day every day: open, with nothing due', () => {
    expect(decideStoreStatus(facts(), now)).toMatchObject({
      open: true,
      within_hours: true,
      opens_at: null,
      closes_at: null,
      next_change_at: null,
      extra_delay: null,
    });
  });

  it('hours past midnight close the next day; a Saturday-night range opens on Saturday', () => {
    const hours = [entry('wed', '19:00', '02:00'), entry('sat', '20:00', '00:00')];
    expect(decideStoreStatus(facts({ openingHours: hours }), now)).toMatchObject({
      within_hours: true,
      closes_at: '2026-03-05T05:00:00.000Z',
    });
    const thursdayMorning = new Date('2026-03-05T12:00:00Z');
    expect(decideStoreStatus(facts({ openingHours: hours }), thursdayMorning)).toMatchObject({
      within_hours: false,
      opens_at: '2026-03-07T23:00:00.000Z',
      next_change_at: '2026-03-07T23:00:00.000Z',
    });
  });

  it('reads the hours on the store clock across a daylight saving change', () => {
    // Santiago moves from UTC-3 to UTC-4 in the night of Saturday 2026-04-04 to Sunday.
    const hours = [entry('sat', '20:00', '12:00')];
    const saturdayNight = new Date('2026-04-05T01:00:00Z'); // Saturday 22:00 local (UTC-3)
    expect(decideStoreStatus(facts({ timeZone: SANTIAGO, openingHours: hours }), saturdayNight)).toMatchObject({
      within_hours: true,
      closes_at: '2026-04-05T16:00:00.000Z', // Sunday 12:00 at UTC-4
    });
  });

  it('the next change is the earliest of the hours, a pause end and the extra delay end; ended or foreign holds count for nothing', () => {
    const at = new Date('2026-03-04T22:00:00Z');
    const pause = { channel: 'shipment' as const, turnId: 'turno-1', until: new Date('2026-03-04T22:15:00Z'), by: 'Ana', at };
    const delay = { minutes: 15, turnId: 'turno-1', until: new Date('2026-03-04T22:10:00Z'), by: 'Ana', at };
    const status = decideStoreStatus(facts({ pauses: [pause], extraDelay: delay }), at);
    expect(status).toMatchObject({
      open: true,
      shipment: { open: false, reason: 'paused', pause: { by: 'Ana', until: '2026-03-04T22:15:00.000Z' } },
      take_away: { open: true },
      extra_delay: { minutes: 15 },
      next_change_at: '2026-03-04T22:10:00.000Z',
    });
    const otherTurn = decideStoreStatus(facts({ pauses: [{ ...pause, turnId: 'turno-0' }], extraDelay: { ...delay, turnId: 'turno-0' } }), at);
    expect(otherTurn).toMatchObject({ shipment: { open: true, pause: null }, extra_delay: null, next_change_at: null });
    const ended = decideStoreStatus(facts({ pauses: [pause], extraDelay: delay }), new Date('2026-03-04T22:15:00Z'));
    expect(ended).toMatchObject({ shipment: { open: true, pause: null }, extra_delay: null });
  });

  it('a channel without immediate orders still takes later slots', () => {
    const status = decideStoreStatus(
      facts({ channels: { shipment: { ...on, immediate_enabled: false }, take_away: on } }),
      now,
    );
    expect(status.shipment).toEqual({ open: false, reason: 'channel_disabled', accepts_later_slots: true, pause: null });
  });
});
