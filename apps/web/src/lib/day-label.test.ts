import { describe, expect, it } from 'vitest';
import { dayLabel, daysFromToday, formatPromisedTime, formatSlot, isLaterDay, storeToday } from './day-label';

/* The test device runs on UTC; the store is 3 hours behind it, so near midnight the two disagree on the day. */
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
/** Saturday 2026-11-28, 23:50 in Buenos Aires: already Sunday 02:50 in UTC. */
const SATURDAY_BEFORE_MIDNIGHT = Date.parse('2026-11-29T02:50:00.000Z');
/** Sunday 2026-11-29, 00:10 in Buenos Aires. */
const SUNDAY_AFTER_MIDNIGHT = Date.parse('2026-11-29T03:10:00.000Z');
const slot = (date: string) => ({ date, start: '12:00:00', end: '12:30:00' });

describe("a promised time or slot shows its day on the store's calendar", () => {
  it("reads today on the store's clock, not the device's", () => {
    expect(storeToday(SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('2026-11-28');
    expect(storeToday(SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe('2026-11-29');
    expect(daysFromToday('2026-11-29', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe(1);
    expect(daysFromToday('2026-11-28', SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe(-1);
  });

  it('shows nothing for today, mañana for tomorrow and ayer for yesterday', () => {
    expect(formatSlot(slot('2026-11-28'), SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('12:00–12:30');
    expect(formatSlot(slot('2026-11-29'), SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('mañana 12:00–12:30');
    expect(formatSlot(slot('2026-11-28'), SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe('ayer 12:00–12:30');
    expect(formatSlot(slot('2026-11-29'), SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe('12:00–12:30');
  });

  it('shows the short weekday, with its accent, and the date for other days', () => {
    expect(dayLabel('2026-11-30', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('lun 30/11');
    expect(dayLabel('2026-12-02', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('mié 02/12');
    expect(dayLabel('2026-12-05', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('sáb 05/12');
    expect(dayLabel('2026-11-26', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('jue 26/11');
    expect(formatSlot(slot('2027-01-01'), SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('vie 01/01 12:00–12:30');
  });

  it('reads a promised instant in the store zone before giving it a day', () => {
    // 12:30 in Buenos Aires on Sunday the 29th.
    const tomorrowNoon = '2026-11-29T15:30:00.000Z';
    expect(formatPromisedTime(tomorrowNoon, SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('mañana 12:30');
    expect(formatPromisedTime(tomorrowNoon, SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe('12:30');
    // 23:55 on Saturday in Buenos Aires, though already Sunday in UTC: still today at 23:50.
    expect(formatPromisedTime('2026-11-29T02:55:00.000Z', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('23:55');
    expect(formatPromisedTime('2026-11-29T02:55:00.000Z', SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe('ayer 23:55');
    expect(formatPromisedTime('2026-12-02T15:30:00.000Z', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('mié 02/12 12:30');
  });

  it('tells a later day apart from today and the past', () => {
    expect(isLaterDay('2026-11-29', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe(true);
    expect(isLaterDay('2026-11-29', SUNDAY_AFTER_MIDNIGHT, BUENOS_AIRES)).toBe(false);
    expect(isLaterDay('2026-11-28', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe(false);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatPromisedTime('pronto', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('pronto');
    expect(dayLabel('', SATURDAY_BEFORE_MIDNIGHT, BUENOS_AIRES)).toBe('');
  });
});
