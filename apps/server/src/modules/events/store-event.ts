import type { ActorKind } from '@comanda/contract/orders';
import type { Selectable } from 'kysely';
import type { OrderEventsTable } from '../../db/tables/order-events';

/*
 * What a store event is, as every module that writes or reads the store's event log speaks of
 * it. The SQL stays in store-events.repository.ts; other modules reach it through
 * store-events.service.ts.
 */

/** Who made a change, with the name as it is now (history keeps it as it was then). */
export interface EventActor {
  kind: ActorKind;
  userId: string | null;
  name: string;
}

export const systemActor: EventActor = { kind: 'system', userId: null, name: 'Sistema' };
export const customerActor = (name: string): EventActor => ({ kind: 'customer', userId: null, name });

/** One event to append: an order's creation or one changed field, or a store-level event. */
export interface NewStoreEvent {
  orderId: string | null;
  kind: string;
  action: string;
  field: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  /** The member (power) or invitation a team event is about (migration 022). */
  subjectId?: string | null;
}

export type StoreEventRow = Selectable<OrderEventsTable>;
