import type { Db } from '../../db/database';
import type { EventActor, NewStoreEvent, StoreEventRow } from './store-event';
import {
  appendStoreEvents as appendToLog,
  findOrderEvents as findOrderEventsInLog,
  storeEventsAppend,
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

/**
 * The append as parts of a caller's own statement (the order's placement writes the order and
 * its creation event in one): CTEs to put last, and the select list that answers the last
 * number and announces it. The same rules as appendStoreEvents.
 */
export { storeEventsAppend };

/** One order's history, oldest first. */
export const findOrderEvents = (db: Db, storeId: string, orderId: string): Promise<StoreEventRow[]> =>
  findOrderEventsInLog(db, storeId, orderId);

/** A staff user as an actor, named as they are now (read inside the caller's transaction). */
export const userActor = (db: Db, userId: string): Promise<EventActor> => userActorInLog(db, userId);
