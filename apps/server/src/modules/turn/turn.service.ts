import type { Turn } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { NewStoreEvent } from '../events/store-event';
import { appendStoreEvents, userActor } from '../events/store-events.service';
import { endHoldsOfTurn } from '../store/status/status-turn-close.service';
import { closeOpenTurn, findCurrentTurn, findTurn, insertOpenTurn } from './turn.repository';

/** The store's current turn (open, or the last one closed); null before its first. */
export const getTurn = (db: Db, storeId: string): Promise<Turn | null> => findCurrentTurn(db, storeId);

/** One turn of the store by id; null when it is not the store's. */
export const getTurnById = (db: Db, storeId: string, turnId: string): Promise<Turn | null> =>
  findTurn(db, storeId, turnId);

const turnEvent = (turn: Turn): NewStoreEvent => ({
  orderId: null,
  kind: turn.status === 'opened' ? 'turn:opened' : 'turn:closed',
  action: turn.status === 'opened' ? 'open' : 'close',
  field: 'turn',
  to: turn.id,
});

/**
 * Opening and closing write the turn and its store event in one transaction: staff screens
 * hear of the change only once it is committed, and a refused change leaves no event.
 */
export function openTurn(db: Db, storeId: string, userId: string): Promise<Turn> {
  return db.transaction().execute(async (trx) => {
    const turn = await insertOpenTurn(trx, storeId, userId);
    if (!turn) throw new AppError('TURN:ALREADY_OPENED');
    await appendStoreEvents(trx, storeId, await userActor(trx, userId), [turnEvent(turn)]);
    return turn;
  });
}

/** Closing also ends the turn's pauses and extra delay (DECISIONS.md "Store status"), in the same transaction. */
export function closeTurn(db: Db, storeId: string, userId: string, now = new Date()): Promise<Turn> {
  return db.transaction().execute(async (trx) => {
    const turn = await closeOpenTurn(trx, storeId, userId);
    if (!turn) throw new AppError('TURN:ALREADY_CLOSED');
    const ended = await endHoldsOfTurn(trx, storeId, turn.id, now);
    await appendStoreEvents(trx, storeId, await userActor(trx, userId), [turnEvent(turn), ...ended]);
    return turn;
  });
}
