import { describe, expect, it } from 'vitest';
import {
  type ScheduleEntry,
  StoreSchedule,
  entryDurationMinutes,
  generateScheduleSlots,
  scheduleCovers,
} from './schedule';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const counter = () => {
  let n = 0;
  return () => id(++n);
};

describe('StoreSchedule', () => {
  it('fills the defaults of a new entry and accepts HH:MM:SS', () => {
    const parsed = StoreSchedule.parse({ schedules: [{ id: id(1), day: 'mon' }] });
    expect(parsed.schedules[0]).toEqual({
      id: id(1),
      day: 'mon',
      start: '00:00',
      end: '00:00',
      active: true,
    });
    expect(
      StoreSchedule.safeParse({ schedules: [{ id: id(1), day: 'tue', start: '09:30:00' }] })
        .success,
    ).toBe(true);
  });

  it('rejects bad days, times and repeated ids', () => {
    const entry = { id: id(1), day: 'mon', start: '09:00', end: '18:00', active: true };
    expect(StoreSchedule.safeParse({ schedules: [{ ...entry, day: 'lun' }] }).success).toBe(false);
    expect(StoreSchedule.safeParse({ schedules: [{ ...entry, start: '24:00' }] }).success).toBe(
      false,
    );
    expect(StoreSchedule.safeParse({ schedules: [{ ...entry, end: '9:00' }] }).success).toBe(false);
    expect(StoreSchedule.safeParse({ schedules: [entry, entry] }).success).toBe(false);
  });
});

describe('schedule arithmetic', () => {
  const entry = (day: ScheduleEntry['day'], start: string, end: string, active = true) => ({
    id: id(1),
    day,
    start,
    end,
    active,
  });

  it('measures entries, wrapping past midnight', () => {
    expect(entryDurationMinutes({ start: '09:00', end: '13:30' })).toBe(270);
    expect(entryDurationMinutes({ start: '20:00', end: '02:00' })).toBe(360);
    expect(entryDurationMinutes({ start: '00:00', end: '00:00' })).toBe(1440);
  });

  it('covers moments inside active entries, including the night after', () => {
    const week = [entry('fri', '20:00', '02:00'), entry('mon', '09:00', '12:00', false)];
    expect(scheduleCovers(week, 'fri', 20 * 60)).toBe(true);
    expect(scheduleCovers(week, 'sat', 60)).toBe(true);
    expect(scheduleCovers(week, 'sat', 2 * 60)).toBe(false);
    expect(scheduleCovers(week, 'fri', 19 * 60 + 59)).toBe(false);
    expect(scheduleCovers(week, 'mon', 10 * 60)).toBe(false);
    expect(scheduleCovers([entry('sun', '23:00', '01:00')], 'mon', 30)).toBe(true);
  });
});

describe('generateScheduleSlots', () => {
  it('makes consecutive slots of the interval', () => {
    const slots = generateScheduleSlots(
      { day: 'wed', from: '09:00', to: '10:45', intervalMinutes: 30, active: true },
      counter(),
    );
    expect(slots.map((slot) => `${slot.day} ${slot.start}-${slot.end}`)).toEqual([
      'wed 09:00-09:30',
      'wed 09:30-10:00',
      'wed 10:00-10:30',
    ]);
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(3);
  });

  it('moves slots after midnight to the next day', () => {
    const slots = generateScheduleSlots(
      { day: 'sun', from: '23:00', to: '01:00', intervalMinutes: 60, active: false },
      counter(),
    );
    expect(slots.map((slot) => `${slot.day} ${slot.start}-${slot.end} ${slot.active}`)).toEqual([
      'sun 23:00-00:00 false',
      'mon 00:00-01:00 false',
    ]);
  });

  it('makes nothing for a useless interval', () => {
    const input = { day: 'mon', from: '09:00', to: '10:00', active: true } as const;
    expect(generateScheduleSlots({ ...input, intervalMinutes: 0 }, counter())).toEqual([]);
    expect(generateScheduleSlots({ ...input, intervalMinutes: 90 }, counter())).toEqual([]);
  });
});
