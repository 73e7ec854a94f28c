import { describe, expect, it } from 'vitest';
import { isoToLocalDateTimeValue } from '../../../lib/local-datetime';
import { newScheduleRange } from './new-schedule-range';

describe('newScheduleRange', () => {
  it('covers today from 00:00 to 23:59 local time and is active', () => {
    const range = newScheduleRange(new Date(2025, 4, 17, 15, 42), 'id-1');
    expect(range.id).toBe('id-1');
    expect(range.active).toBe(true);
    expect(isoToLocalDateTimeValue(range.from)).toBe('2025-05-17T00:00');
    expect(isoToLocalDateTimeValue(range.to)).toBe('2025-05-17T23:59');
  });
});
