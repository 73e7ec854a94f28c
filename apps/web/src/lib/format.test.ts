import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatDayMonthYearIn, formatIsoDateIn, formatTimeIn } from './format';

/* The test device runs on UTC; the stores below are elsewhere, so the store's zone must win. */
const TOKYO = 'Asia/Tokyo';
const SANTIAGO = 'America/Santiago';

describe("times shown on the store's clock", () => {
  it('formats every kind of time in the store zone, not the device zone', () => {
    const lateEvening = '2025-03-01T22:40:00.000Z';
    expect(formatTimeIn(lateEvening, TOKYO)).toBe('07:40');
    expect(formatIsoDateIn(lateEvening, TOKYO)).toBe('2025-03-02');
    expect(formatDayMonthYearIn(lateEvening, TOKYO)).toBe('02/03/2025');
    expect(formatDateTimeIn(lateEvening, TOKYO)).toBe('02/03/2025, 07:40');
    expect(formatDateTimeIn(lateEvening, 'America/Argentina/Buenos_Aires')).toBe('01/03/2025, 19:40');
  });

  it('follows daylight saving changes of the store zone', () => {
    // Santiago: UTC-4 until 2024-09-08 00:00, then UTC-3 (the day starts at 01:00).
    expect(formatDateTimeIn('2024-09-08T03:59:00Z', SANTIAGO)).toBe('07/09/2024, 23:59');
    expect(formatDateTimeIn('2024-09-08T04:00:00Z', SANTIAGO)).toBe('08/09/2024, 01:00');
    // Back to UTC-4 at 2024-04-07 00:00: Saturday's 23:00 comes twice.
    expect(formatTimeIn('2024-04-07T02:30:00Z', SANTIAGO)).toBe('23:30');
    expect(formatTimeIn('2024-04-07T03:30:00Z', SANTIAGO)).toBe('23:30');
    expect(formatIsoDateIn('2024-04-07T03:30:00Z', SANTIAGO)).toBe('2024-04-06');
  });

  it("uses the device's zone while the store's is not known yet", () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const value of ['2025-03-01T22:40:00.000Z', '2024-09-08T04:00:00Z', '2024-04-07T03:30:00Z']) {
      expect(formatDateTimeIn(value, undefined)).toBe(formatDateTimeIn(value, deviceZone));
      expect(formatIsoDateIn(value, undefined)).toBe(formatIsoDateIn(value, deviceZone));
    }
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatTimeIn('pronto', TOKYO)).toBe('pronto');
    expect(formatDateTimeIn('', TOKYO)).toBe('');
  });
});
