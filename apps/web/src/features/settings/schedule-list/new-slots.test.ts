import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import { generateScheduleSlots } from '@comanda/contract/store/schedule';
import { describe, expect, it } from 'vitest';
import { newSlots } from './new-slots';

let serial = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
const slot = (day: ScheduleEntry['day'], start: string, end: string, active = true): ScheduleEntry => ({
  id: nextId(),
  day,
  start,
  end,
  active,
});
const times = (slots: ScheduleEntry[]) => slots.map((entry) => `${entry.day} ${entry.start}-${entry.end}`);

describe('newSlots (the generator without duplicates)', () => {
  const generated = generateScheduleSlots({ day: 'wed', from: '09:00', to: '11:00', intervalMinutes: 30, active: true }, nextId);

  it('adds every slot to an empty list', () => {
    expect(newSlots([], generated)).toEqual({ added: generated, existed: 0 });
  });

  it('generating the same range again adds nothing and counts them all as existing', () => {
    const { added } = newSlots([], generated);
    expect(newSlots(added, generateScheduleSlots({ day: 'wed', from: '09:00', to: '11:00', intervalMinutes: 30, active: true }, nextId))).toEqual({
      added: [],
      existed: 4,
    });
  });

  it('adds only the slots the list lacks: a wider range over part of the list', () => {
    const existing = [slot('wed', '09:30', '10:00'), slot('wed', '10:30', '11:00')];
    const wider = generateScheduleSlots({ day: 'wed', from: '08:00', to: '12:00', intervalMinutes: 30, active: true }, nextId);
    const result = newSlots(existing, wider);
    expect(result.existed).toBe(2);
    expect(times(result.added)).toEqual([
      'wed 08:00-08:30',
      'wed 08:30-09:00',
      'wed 09:00-09:30',
      'wed 10:00-10:30',
      'wed 11:00-11:30',
      'wed 11:30-12:00',
    ]);
  });

  it('the same times on another day, or another end, are new slots', () => {
    const existing = [slot('tue', '09:00', '09:30'), slot('wed', '09:00', '10:00')];
    expect(newSlots(existing, generated).existed).toBe(0);
  });

  it("an inactive entry with those times exists too; seconds and a missing time (00:00) compare alike", () => {
    const existing = [
      slot('wed', '09:00:00', '09:30:00', false),
      { day: 'wed' as const, start: '10:00', end: '10:30' },
      { day: 'mon' as const },
    ];
    const whole = slot('mon', '00:00', '00:00');
    const result = newSlots(existing, [...generated, whole]);
    expect(times(result.added)).toEqual(['wed 09:30-10:00', 'wed 10:30-11:00']);
    expect(result.existed).toBe(3);
  });

  it('never adds the same slot twice from one batch', () => {
    const twice = [slot('fri', '20:00', '20:30'), slot('fri', '20:00', '20:30')];
    expect(newSlots([], twice)).toEqual({ added: [twice[0]], existed: 1 });
  });
});
