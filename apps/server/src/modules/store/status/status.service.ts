import type {
  ExtraDelayBody,
  PauseBody,
  ResumeBody,
  StatusDuration,
  StoreStatus,
} from '@comanda/contract/store/status';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { appendStoreEvents, userActor } from '../../events/store-events.service';
import { getTurn } from '../../turn/turn.service';
import { getOrderSettings, type OrderSettings } from '../ordering/order-settings.service';
import { channelsOf, extraDelayHold, pauseHold, statusEvent } from './status-holds';
import {
  deleteExtraDelay,
  deletePauses,
  type ExtraDelayRow,
  findExtraDelay,
  findPauses,
  findStoreTimeZone,
  type PauseRow,
  upsertExtraDelay,
  upsertPauses,
} from './status.repository';
import {
  decideStoreStatus,
  type ExtraDelayHold,
  extraDelayInForce,
  holdInForce,
  type PauseHold,
  type StatusFacts,
} from './store-status';

/** The pauses and extra delay kept for the store (some may have ended: the rule ignores those). */
export interface StatusHolds {
  pauses: PauseHold[];
  extraDelay: ExtraDelayHold | null;
}

/** The holds out of the rows read (by readStatusHolds, or by a caller's larger statement). */
export const statusHoldsOf = (pauses: readonly PauseRow[], extraDelay: ExtraDelayRow | undefined): StatusHolds => ({
  pauses: pauses.map(pauseHold),
  extraDelay: extraDelay ? extraDelayHold(extraDelay) : null,
});

export async function readStatusHolds(db: Db, storeId: string): Promise<StatusHolds> {
  return statusHoldsOf(await findPauses(db, storeId), await findExtraDelay(db, storeId));
}

/** The facts of the status rule from what a caller already read (the storefront reads them for orders). */
export function statusFacts(input: {
  timeZone: string;
  settings: Pick<OrderSettings, 'openingHours' | 'shipment' | 'takeAway' | 'preparationDelayMinutes'>;
  openTurnId: string | null;
  holds: StatusHolds;
}): StatusFacts {
  const { settings } = input;
  return {
    timeZone: input.timeZone,
    openingHours: settings.openingHours,
    channels: { shipment: settings.shipment, take_away: settings.takeAway },
    preparationDelayMinutes: settings.preparationDelayMinutes,
    openTurnId: input.openTurnId,
    pauses: input.holds.pauses,
    extraDelay: input.holds.extraDelay,
  };
}

/** Everything the status rule reads of the store. */
export async function readStatusFacts(db: Db, storeId: string): Promise<StatusFacts> {
  const timeZone = await findStoreTimeZone(db, storeId);
  if (timeZone === undefined) throw new AppError('NOT_FOUND');
  const turn = await getTurn(db, storeId);
  return statusFacts({
    timeZone,
    settings: await getOrderSettings(db, storeId),
    openTurnId: turn?.status === 'opened' ? turn.id : null,
    holds: await readStatusHolds(db, storeId),
  });
}

/** The extra minutes in force at `now` (0 when none): what a promised time adds. */
export async function getExtraDelayMinutes(db: Db, storeId: string, now: Date): Promise<number> {
  const row = await findExtraDelay(db, storeId);
  if (!row) return 0;
  const turn = await getTurn(db, storeId);
  return holdInForce(turn?.status === 'opened' ? turn.id : null, extraDelayHold(row), now) ? row.minutes : 0;
}

/** GET /v1/backoffice/store/status: the store's status at `now`. */
export async function getStoreStatus(db: Db, storeId: string, now: Date): Promise<StoreStatus> {
  return decideStoreStatus(await readStatusFacts(db, storeId), now);
}

const untilOf = (now: Date, minutes: StatusDuration): Date | null =>
  minutes === null ? null : new Date(now.getTime() + minutes * 60_000);

/** The open turn's id inside the transaction; TURN:CLOSED without one. */
async function requireOpenTurnId(trx: Db, storeId: string): Promise<string> {
  const turn = await getTurn(trx, storeId);
  if (turn?.status !== 'opened') throw new AppError('TURN:CLOSED', 'Abra el turno para pausar o demorar pedidos');
  return turn.id;
}

/**
 * Pauses the channel(s) from `now` for the minutes given or until the turn closes (a pause in
 * force is replaced). The change and its event are one transaction.
 */
export function pauseStore(db: Db, storeId: string, userId: string, body: PauseBody, now: Date): Promise<StoreStatus> {
  return db.transaction().execute(async (trx) => {
    const turnId = await requireOpenTurnId(trx, storeId);
    const actor = await userActor(trx, userId);
    const until = untilOf(now, body.minutes);
    await upsertPauses(trx, storeId, channelsOf(body.channel), { turnId, until, setBy: userId, setByName: actor.name, setAt: now });
    await appendStoreEvents(trx, storeId, actor, [statusEvent('store:paused', 'pause', body.channel, { to: until?.toISOString() ?? null })]);
    return getStoreStatus(trx, storeId, now);
  });
}

/** Lifts the channel(s)' pause; recorded only when a pause was in force (resuming twice changes nothing). */
export function resumeStore(db: Db, storeId: string, userId: string, body: ResumeBody, now: Date): Promise<StoreStatus> {
  return db.transaction().execute(async (trx) => {
    const facts = await readStatusFacts(trx, storeId);
    const lifted = (await deletePauses(trx, storeId, channelsOf(body.channel))).map(pauseHold);
    const wasInForce = lifted.some((pause) => holdInForce(facts.openTurnId, pause, now));
    if (wasInForce) {
      await appendStoreEvents(trx, storeId, await userActor(trx, userId), [statusEvent('store:resumed', 'resume', body.channel)]);
    }
    return getStoreStatus(trx, storeId, now);
  });
}

/**
 * Sets the extra minutes in total (0 removes them) from `now`, for the duration given or until
 * the turn closes. Setting them needs an open turn; removing them does not.
 */
export function setExtraDelay(db: Db, storeId: string, userId: string, body: ExtraDelayBody, now: Date): Promise<StoreStatus> {
  return db.transaction().execute(async (trx) => {
    const facts = await readStatusFacts(trx, storeId);
    const before = extraDelayInForce(facts, now)?.minutes ?? 0;
    const actor = await userActor(trx, userId);
    if (body.minutes === 0) {
      await deleteExtraDelay(trx, storeId);
    } else {
      const turnId = await requireOpenTurnId(trx, storeId);
      const until = untilOf(now, body.duration);
      await upsertExtraDelay(trx, storeId, body.minutes, { turnId, until, setBy: userId, setByName: actor.name, setAt: now });
    }
    if (before !== 0 || body.minutes !== 0) {
      await appendStoreEvents(trx, storeId, actor, [
        statusEvent('store:extra_delay:changed', 'set', 'extra_delay', { from: String(before), to: String(body.minutes) }),
      ]);
    }
    return getStoreStatus(trx, storeId, now);
  });
}

/** The holds and the open turn as parts of a caller's larger statement (JSON columns, read back with their functions). */
export {
  type ExtraDelayRow,
  extraDelayFromJson,
  extraDelayJson,
  type HoldJson,
  openTurnIdOf,
  type PauseRow,
  pausesFromJson,
  pausesJson,
} from './status.repository';
