import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EventActor, NewStoreEvent, StoreEventRow } from './store-event';

/** The PostgreSQL channel every committed batch of a store's events is announced on. */
export const STORE_EVENTS_CHANNEL = 'comanda_store_events';

/** A staff user as an actor: their name read inside the caller's transaction. */
export async function userActor(db: Db, userId: string): Promise<EventActor> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'Usuario';
  return { kind: 'user', userId, name };
}

/**
 * Appends events inside the caller's transaction, numbered after the store's last event, and
 * announces them on STORE_EVENTS_CHANNEL: PostgreSQL delivers a NOTIFY only when (and if) the
 * transaction commits, so listeners never hear of an event that was rolled back. Call it as the
 * transaction's last write: the counter row stays locked until commit, which keeps the store's
 * events committing in the order of their numbers. Answers the numbers given.
 */
export async function appendStoreEvents(
  trx: Db,
  storeId: string,
  actor: EventActor,
  events: readonly NewStoreEvent[],
): Promise<number[]> {
  if (events.length === 0) return [];
  const { last } = await trx
    .insertInto('store_event_counters')
    .values({ store_id: storeId, last: events.length })
    .onConflict((conflict) =>
      conflict
        .column('store_id')
        .doUpdateSet((eb) => ({ last: eb(eb.ref('store_event_counters.last'), '+', events.length) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const first = last - events.length + 1;
  const seqs = events.map((_, index) => first + index);
  await trx
    .insertInto('order_events')
    .values(
      events.map((event, index) => ({
        store_id: storeId,
        seq: first + index,
        order_id: event.orderId,
        kind: event.kind,
        action: event.action,
        field: event.field,
        from_value: event.from ?? null,
        to_value: event.to ?? null,
        reason: event.reason ?? null,
        actor_kind: actor.kind,
        actor_user_id: actor.userId,
        actor_name: actor.name,
      })),
    )
    .execute();
  await sql`select pg_notify(${STORE_EVENTS_CHANNEL}, ${`${storeId}:${last}`})`.execute(trx);
  return seqs;
}

/** The store's events after `afterSeq`, oldest first, at most `limit`. */
export async function findStoreEventsAfter(
  db: Db,
  storeId: string,
  afterSeq: number,
  limit: number,
): Promise<StoreEventRow[]> {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The store's latest event number; 0 before its first event. */
export async function lastStoreEventSeq(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('store_event_counters')
    .select('last')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.last ?? 0;
}

/** One order's history, oldest first. */
export async function findOrderEvents(db: Db, storeId: string, orderId: string): Promise<StoreEventRow[]> {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

/** Parses a NOTIFY payload `storeId:lastSeq`; undefined for anything else. */
export function parseStoreEventsPayload(payload: string): { storeId: string; lastSeq: number } | undefined {
  const match = /^([0-9a-f-]{36}):(\d+)$/i.exec(payload);
  if (!match) return undefined;
  return { storeId: match[1] as string, lastSeq: Number(match[2]) };
}
