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
 * The append of `events` as two CTEs of a larger statement (`event_counter`, which takes their
 * numbers after the store's last, and `appended`, their rows) and `announce`, the select list
 * that answers the last number and NOTIFYs it on STORE_EVENTS_CHANNEL (select it once, from
 * event_counter). A caller writing more in the same statement (the order's placement) puts its
 * CTEs before these.
 */
export function storeEventsAppend(storeId: string, actor: EventActor, events: readonly NewStoreEvent[]) {
  const column = (pick: (event: NewStoreEvent) => string | null | undefined) => events.map((event) => pick(event) ?? null);
  const ctes = sql`event_counter as (
      insert into store_event_counters (store_id, last) values (${storeId}, ${events.length})
      on conflict (store_id) do update set last = store_event_counters.last + excluded.last
      returning last
    ), appended as (
      insert into order_events (store_id, seq, order_id, kind, action, field, from_value, to_value, reason,
        actor_kind, actor_user_id, actor_name, subject_id)
      select ${storeId}::uuid, event_counter.last - ${events.length}::int + e.position, e.order_id, e.kind, e.action,
        e.field, e.from_value, e.to_value, e.reason, ${actor.kind}::text, ${actor.userId}::uuid, ${actor.name}::text,
        e.subject_id
      from event_counter, unnest(
        ${column((event) => event.orderId)}::uuid[], ${column((event) => event.kind)}::text[],
        ${column((event) => event.action)}::text[], ${column((event) => event.field)}::text[],
        ${column((event) => event.from)}::text[], ${column((event) => event.to)}::text[],
        ${column((event) => event.reason)}::text[], ${column((event) => event.subjectId)}::uuid[]
      ) with ordinality as e(order_id, kind, action, field, from_value, to_value, reason, subject_id, position)
    )`;
  const announce = sql`event_counter.last,
    pg_notify(${STORE_EVENTS_CHANNEL}::text, ${storeId}::text || ':' || event_counter.last::text)`;
  return { ctes, announce };
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
  // One round trip: the counter, the rows numbered after it, and the announcement.
  const { ctes, announce } = storeEventsAppend(storeId, actor, events);
  const { rows } = await sql<{ last: number }>`with ${ctes} select ${announce} from event_counter`.execute(trx);
  const first = Number(rows[0]?.last) - events.length + 1;
  return events.map((_, index) => first + index);
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
