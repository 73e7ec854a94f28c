import type { ChannelStatus, StoreStatus } from '@comanda/contract/store/status';

/** Monday 3 March 2025, 19:00 in Buenos Aires (UTC-3). */
export const STATUS_AT = '2025-03-03T22:00:00.000Z';
/** 21:40 the same evening in Buenos Aires. */
export const UNTIL_2140 = '2025-03-04T00:40:00.000Z';

export const openChannel: ChannelStatus = { open: true, reason: null, accepts_later_slots: true, pause: null };

/** A channel paused until `until` (null: until the turn closes) by Ana at 20:40 store time. */
export const pausedChannel = (until: string | null): ChannelStatus => ({
  open: false,
  reason: 'paused',
  accepts_later_slots: false,
  pause: { by: 'Ana Gomez', at: '2025-03-03T23:40:00.000Z', until },
});

export const closedChannel = (reason: Exclude<ChannelStatus['reason'], null>): ChannelStatus => ({
  open: false,
  reason,
  accepts_later_slots: false,
  pause: null,
});

/** An open store (turn open, within hours, both channels taking orders), changed by `overrides`. */
export function storeStatus(overrides: Partial<StoreStatus> = {}): StoreStatus {
  const status: StoreStatus = {
    at: STATUS_AT,
    open: true,
    turn_open: true,
    within_hours: true,
    opens_at: null,
    closes_at: '2025-03-04T02:00:00.000Z',
    shipment: openChannel,
    take_away: openChannel,
    preparation_delay: 25,
    extra_delay: null,
    next_change_at: '2025-03-04T02:00:00.000Z',
    ...overrides,
  };
  return { ...status, open: status.shipment.open || status.take_away.open };
}
