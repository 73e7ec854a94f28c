import type { FastifyReply } from 'fastify';
import { STREAM_REPLAY_MAX } from '@comanda/contract/events';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import { lookupToken } from '../auth/token-lookup';
import type { StoreEventHub } from './event-hub';
import { EventStream, type EventStreamTimings } from './event-stream';
import { findStoreEventsAfter } from './store-events.repository';
import { streamEventsOf } from './stream-events.service';

/** `Last-Event-ID`: absent, or the number of the last event the client received. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  const trimmed = value.trim();
  if (!/^\d{1,15}$/.test(trimmed)) throw badRequest(`Last-Event-ID invalido: ${value.slice(0, 40)}`);
  return Number(trimmed);
}

export interface OpenStreamInput {
  db: Db;
  hub: StoreEventHub;
  timings: EventStreamTimings;
  storeId: string;
  /** The access token as sent: checked again while the stream is open. */
  token: string;
  accessId: string;
  lastEventId: number | null;
  reply: FastifyReply;
}

/**
 * Opens a store's stream. It joins the hub first, so live events are buffered from a known
 * number `from`; then it replays what the client missed up to `from` (or sends `reset` when that
 * is more than the server replays, or the client's number is not one of this store's), sends
 * `ready`, and lets the buffer and live events through.
 */
export async function openEventStream(input: OpenStreamInput): Promise<void> {
  const { db, storeId, reply, lastEventId } = input;
  const stream = new EventStream(reply.raw, input.timings, async () => {
    const auth = await lookupToken(db, input.token);
    return auth?.kind === 'access' && auth.accessId === input.accessId;
  });
  // Joining can fail (database away): that still answers with the error envelope.
  const subscription = await input.hub.subscribe(storeId, stream);
  stream.onEnd(() => subscription.unsubscribe());
  reply.hijack();
  if (stream.isEnded) {
    // The client left, or the server began closing, while joining: nobody is waiting for an answer.
    reply.raw.destroy();
    return;
  }
  stream.open();
  try {
    const from = subscription.from;
    if (lastEventId !== null) {
      const missed = from - lastEventId;
      if (missed < 0 || missed > STREAM_REPLAY_MAX) {
        stream.sendMarker({ type: 'reset', seq: from });
      } else if (missed > 0) {
        const rows = await findStoreEventsAfter(db, storeId, lastEventId, missed);
        await stream.sendReplay(await streamEventsOf(db, storeId, rows.filter((row) => row.seq <= from)));
      }
    }
    stream.goLive(from);
  } catch (error) {
    reply.log.error({ err: error }, 'event stream: replay failed');
    stream.end();
  }
}
