import { describe, expect, it } from 'vitest';
import { isoToLocalDateTimeValue, localDateTimeValueToIso } from './local-datetime';

describe("datetime-local values on the store's clock", () => {
  it('shows and reads the value in the store zone, not the device zone', () => {
    expect(isoToLocalDateTimeValue('2025-05-17T20:30:00.000Z', 'Asia/Tokyo')).toBe('2025-05-18T05:30');
    expect(localDateTimeValueToIso('2025-05-18T05:30', 'Asia/Tokyo')).toBe('2025-05-17T20:30:00.000Z');
  });

  it("uses the offset of the value's own date in a zone with daylight saving", () => {
    expect(localDateTimeValueToIso('2024-03-30T12:00', 'Europe/Madrid')).toBe('2024-03-30T11:00:00.000Z');
    expect(localDateTimeValueToIso('2024-03-31T12:00', 'Europe/Madrid')).toBe('2024-03-31T10:00:00.000Z');
    expect(isoToLocalDateTimeValue('2024-10-27T11:00:00.000Z', 'Europe/Madrid')).toBe('2024-10-27T12:00');
  });

  it("answers '' for what is not a date", () => {
    expect(isoToLocalDateTimeValue('', 'Asia/Tokyo')).toBe('');
    expect(isoToLocalDateTimeValue('nunca', 'Asia/Tokyo')).toBe('');
    expect(localDateTimeValueToIso('', 'Asia/Tokyo')).toBe('');
    expect(localDateTimeValueToIso('mañana', 'Asia/Tokyo')).toBe('');
  });
});
