import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { LISTENER_APPLICATION_NAME } from '../db/pg-notification-listener';
import { type EventActor, type NewStoreEvent, systemActor } from '../modules/events/store-event';
import { appendStoreEvents } from '../modules/events/store-events.repository';

/** Starts the app on a free loopback port (the stream needs real HTTP) and answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Appends events to the store's log in their own transaction, as a write of the app would. */
export function appendEvents(
  database: Database,
  storeId: string,
  events: NewStoreEvent[],
  actor: EventActor = systemActor,
): Promise<number[]> {
  return database.db.transaction().execute((trx) => appendStoreEvents(trx, storeId, actor, events));
}

/** One status change of an order, as the orders module records it. */
export const statusChange = (orderId: string, from: string, to: string): NewStoreEvent => ({
  orderId,
  kind: 'order:changed',
  action: 'set',
  field: 'status',
  from,
  to,
});

/**
 * Cuts the PostgreSQL connections that LISTEN for this database, as a network failure or a
 * database restart would; answers how many. PGlite has no such connection (none cut).
 */
export async function cutListenerConnections(database: Database): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  const { rows } = await sql<{ pid: number }>`
    select pg_terminate_backend(pid) as cut, pid from pg_stat_activity
    where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(database.db);
  return rows.length;
}

/** The pids of this database's listening connections (empty on PGlite). */
export async function listenerConnections(database: Database): Promise<number[]> {
  if (database.kind !== 'postgres') return [];
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(database.db);
  return rows.map((row) => row.pid);
}
