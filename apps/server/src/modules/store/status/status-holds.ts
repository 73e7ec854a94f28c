import type { PauseTarget, StoreChannel } from '@comanda/contract/store/status';
import type { StoreStatusEventKind } from '@comanda/contract/events';
import type { NewStoreEvent } from '../../events/store-event';
import type { ExtraDelayHold, PauseHold } from './store-status';
import type { ExtraDelayRow, PauseRow } from './status.repository';

/** The channels a pause or resume names. */
export const channelsOf = (target: PauseTarget): StoreChannel[] => (target === 'both' ? ['shipment', 'take_away'] : [target]);

export const pauseHold = (row: PauseRow): PauseHold => ({
  channel: row.channel,
  turnId: row.turn_id,
  until: row.until,
  by: row.set_by_name,
  at: row.set_at,
});

export const extraDelayHold = (row: ExtraDelayRow): ExtraDelayHold => ({
  minutes: row.minutes,
  turnId: row.turn_id,
  until: row.until,
  by: row.set_by_name,
  at: row.set_at,
});

/** A store-level event of the status (order_id null); `field` names the channel(s) or 'extra_delay'. */
export function statusEvent(
  kind: StoreStatusEventKind,
  action: string,
  field: string,
  values: { from?: string | null; to?: string | null } = {},
): NewStoreEvent {
  return { orderId: null, kind, action, field, from: values.from ?? null, to: values.to ?? null };
}
