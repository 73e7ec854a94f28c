import { describe, expect, it } from 'vitest';
import { newScheduleRange } from './new-schedule-range';

describe('newScheduleRange', () => {
  it("covers the store's today from 00:00 to 23:59 on its clock and is active", () => {
    // 2025-05-17 20:00 UTC is already 2025-05-18 05:00 in Tokyo.
    const range = newScheduleRange('Asia/Tokyo', new Date('2025-05-17T20:00:00Z'), 'id-1');
    expect(range).toEqual({
      id: 'id-1',
      from: '2025-05-17T15:00:00.000Z',
      to: '2025-05-18T14:59:00.000Z',
      active: true,
    });
  });

  it('takes the offset of that day in a zone with daylight saving', () => {
    // Santiago starts daylight saving at 2024-09-08 00:00: that day begins at 01:00 (UTC-3).
    const range = newScheduleRange('America/Santiago', new Date('2024-09-08T12:00:00Z'), 'id-2');
    expect(range.from).toBe('2024-09-08T04:00:00.000Z');
    expect(range.to).toBe('2024-09-09T02:59:00.000Z');
  });
});
