import { z } from 'zod';
import { IsoDateTime } from './common';
import { Order, OrderAction, OrderActor, OrderEventField, OrderEventKind } from './orders';
import { defineRoute } from './route';
import { StoreStatus } from './store/status';
import { TeamChangeKind } from './team';
import { Turn } from './turn';

/*
 * The live stream of a store (GET /v1/backoffice/events, text/event-stream). Every message is a
 * server-sent event named after its `type`, with `data:` the JSON below and `id:` the store's
 * event sequence number. A reconnect sends `Last-Event-ID` and first receives every event it
 * missed. The access token goes in the Authorization header, never in the URL.
 */

/** An order was created or changed; `order` is the order as it is now (its list row). */
export const OrderStreamEvent = z.object({
  type: z.literal('order'),
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: OrderEventKind,
  action: OrderAction,
  field: OrderEventField,
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: OrderActor,
  order: Order,
});
export type OrderStreamEvent = z.infer<typeof OrderStreamEvent>;

export const TurnEventKind = z.enum(['turn:opened', 'turn:closed']);
export type TurnEventKind = z.infer<typeof TurnEventKind>;

/** The sales turn was opened or closed (customers' orders depend on it). */
export const TurnStreamEvent = z.object({
  type: z.literal('turn'),
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: TurnEventKind,
  actor: OrderActor,
  turn: Turn,
});
export type TurnStreamEvent = z.infer<typeof TurnStreamEvent>;

export const StoreStatusEventKind = z.enum([
  'store:paused',
  'store:resumed',
  'store:pause:ended',
  'store:extra_delay:changed',
  'store:extra_delay:ended',
]);
export type StoreStatusEventKind = z.infer<typeof StoreStatusEventKind>;

/**
 * Whether the store takes orders changed: a pause or an extra delay was set, lifted or ran out
 * (the server announces the end; the actor is then the system). `status` is the store's status
 * as it is when the message is sent. Turn events change the status too: a screen that shows it
 * reads it again on those.
 */
export const StoreStatusStreamEvent = z.object({
  type: z.literal('store_status'),
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: StoreStatusEventKind,
  actor: OrderActor,
  status: StoreStatus,
});
export type StoreStatusStreamEvent = z.infer<typeof StoreStatusStreamEvent>;

/**
 * The store's team changed (DECISIONS.md "Team"): a member invited, joined, changed role,
 * deactivated or reactivated, or a reset link made. Screens that list the team read it again.
 */
export const TeamStreamEvent = z.object({
  type: z.literal('team'),
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: TeamChangeKind,
  actor: OrderActor,
  power_id: z.string().nullable(),
});
export type TeamStreamEvent = z.infer<typeof TeamStreamEvent>;

export const StockEventKind = z.enum(['stock:low', 'stock:out']);
export type StockEventKind = z.infer<typeof StockEventKind>;

/**
 * A stock item reached its 'Avisar con' ('stock:low') or zero ('stock:out'), once per crossing.
 * `stock` is the item as it is when the message is sent (a restock may already have lifted it).
 */
export const StockStreamEvent = z.object({
  type: z.literal('stock'),
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: StockEventKind,
  stock: z.object({
    id: z.string(),
    description: z.string(),
    count: z.number().int().min(0),
    warn_count: z.number().int().min(0).nullable(),
  }),
});
export type StockStreamEvent = z.infer<typeof StockStreamEvent>;

/**
 * First message of every connection, after any replay: `seq` is the store's latest event (0
 * when there is none), so a client that connects fresh knows where to resume from.
 */
export const ReadyStreamEvent = z.object({ type: z.literal('ready'), seq: z.number().int().min(0) });
export type ReadyStreamEvent = z.infer<typeof ReadyStreamEvent>;

/**
 * Sent instead of a replay when the client missed more than the server replays: the client
 * reloads what it shows, then goes on from `seq`.
 */
export const ResetStreamEvent = z.object({ type: z.literal('reset'), seq: z.number().int().min(0) });
export type ResetStreamEvent = z.infer<typeof ResetStreamEvent>;

export const StreamEvent = z.discriminatedUnion('type', [
  OrderStreamEvent,
  TurnStreamEvent,
  StoreStatusStreamEvent,
  TeamStreamEvent,
  StockStreamEvent,
  ReadyStreamEvent,
  ResetStreamEvent,
]);
export type StreamEvent = z.infer<typeof StreamEvent>;
export type StreamEventType = StreamEvent['type'];

/** Most missed events a reconnect replays; beyond it the stream sends `reset`. */
export const STREAM_REPLAY_MAX = 1000;
/** A comment line at least this often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 15_000;
export const LAST_EVENT_ID_HEADER = 'last-event-id';

export const eventRoutes = {
  stream: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/events',
    tag: 'events',
    summary:
      'Flujo en vivo (text/event-stream) de la tienda: ordenes creadas y cambiadas, turno; Last-Event-ID repite lo perdido',
    response: z.string(),
    eventStream: StreamEvent,
  }),
};
