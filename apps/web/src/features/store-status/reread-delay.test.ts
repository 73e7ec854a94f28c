import { describe, expect, it } from 'vitest';
import { REREAD_LATE_MS, REREAD_MARGIN_MS, rereadDelay } from './reread-delay';
import { storeStatus, UNTIL_2140 } from './test-store-status';

describe('rereadDelay', () => {
  const received = 1_000_000;

  it('reads again just after next_change_at, counted on the server clock whatever the device clock says', () => {
    // 19:00 to 21:40 on the server's clock, the answer arrived 1 s ago.
    const status = storeStatus({ next_change_at: UNTIL_2140 });
    const ahead = 160 * 60_000;
    expect(rereadDelay(status, received, received + 1000)).toBe(ahead - 1000 + REREAD_MARGIN_MS);
  });

  it('reads again after a while when the server names a moment already past, and not at all when nothing is due', () => {
    expect(rereadDelay(storeStatus({ next_change_at: storeStatus().at }), received, received)).toBe(REREAD_LATE_MS);
    expect(rereadDelay(storeStatus({ next_change_at: null }), received, received)).toBe(false);
    expect(rereadDelay(undefined, received, received)).toBe(false);
  });

  it('never asks sooner than the margin once the moment has passed on this device', () => {
    const status = storeStatus({ next_change_at: UNTIL_2140 });
    expect(rereadDelay(status, received, received + 10 * 3_600_000)).toBe(REREAD_MARGIN_MS);
  });
});
