import type { Db } from '../../db/database';
import type { EventActor, NewStoreEvent, StoreEventRow } from './store-event';
import {
  appendStoreEvents as appendToLog,
  findOrderEvents as findOrderEventsInLog,
  userActor as userActorInLog,
} from './store-events.repository';

/*
 * The store's event log as the other modules use it: a change appends its events inside its own
 * transaction (the outbox of DECISIONS.md "Notifications"), and an order's history is read back.
 */

/** Appends the events as the transaction's last write; answers the numbers given. */
export const appendStoreEvents = (
  trx: Db,
  storeId: string,
  actor: EventActor,
  events: readonly NewStoreEvent[],
): Promise<number[]> => appendToLog(trx, storeId, actor, events);

/** One order's history, oldest first. */
export const findOrderEvents = (db: Db, storeId: string, orderId: string): Promise<StoreEventRow[]> =>
  findOrderEventsInLog(db, storeId, orderId);

/** A staff user as an actor, named as they are now (read inside the caller's transaction). */
export const userActor = (db: Db, userId: string): Promise<EventActor> => userActorInLog(db, userId);
