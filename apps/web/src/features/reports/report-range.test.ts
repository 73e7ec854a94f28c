import { describe, expect, it } from 'vitest';
import { checkReportRange, defaultReportRange } from './report-range';

describe('the report range', () => {
  it("opens on the last 30 days of the store's calendar, today included", () => {
    // 02:30 UTC on 1 March is still 28 February in Buenos Aires (UTC-3), already 1 March in Tokyo.
    const now = new Date('2026-03-01T02:30:00Z');
    expect(defaultReportRange('America/Argentina/Buenos_Aires', now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(defaultReportRange('Asia/Tokyo', now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it("is checked by the contract's rule, with its texts", () => {
    expect(checkReportRange({ from: '2026-10-01', to: '2026-10-31' })).toBeNull();
    expect(checkReportRange({ from: '2026-10-31', to: '2026-10-01' })).toEqual({
      to: 'la fecha final es anterior a la inicial',
    });
    expect(checkReportRange({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(checkReportRange({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ to: 'el rango supera 366 dias' });
  });

  it('asks for a date where one is missing', () => {
    expect(checkReportRange({ from: '', to: '2026-10-31' })).toEqual({ from: 'elegí una fecha' });
  });
});
