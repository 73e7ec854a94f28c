import type { Db } from '../../../db/database';
import type { NewStoreEvent } from '../../events/store-event';
import { extraDelayHold, pauseHold, statusEvent } from './status-holds';
import { deleteExtraDelay, deletePauses } from './status.repository';
import { holdInForce } from './store-status';

/**
 * Closing the turn ends its pauses and extra delay (DECISIONS.md "Store status"): deletes them
 * inside the closing transaction and answers the events of those that were still in force, for
 * the caller to append with its own (the closing user is who ended them).
 */
export async function endHoldsOfTurn(trx: Db, storeId: string, turnId: string, now: Date): Promise<NewStoreEvent[]> {
  const events: NewStoreEvent[] = [];
  for (const pause of (await deletePauses(trx, storeId, ['shipment', 'take_away'])).map(pauseHold)) {
    if (holdInForce(turnId, pause, now)) events.push(statusEvent('store:pause:ended', 'end', pause.channel));
  }
  const delay = await deleteExtraDelay(trx, storeId);
  if (delay && holdInForce(turnId, extraDelayHold(delay), now)) {
    events.push(statusEvent('store:extra_delay:ended', 'end', 'extra_delay', { from: String(delay.minutes), to: '0' }));
  }
  return events;
}
