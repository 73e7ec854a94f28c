import type { ColumnType } from 'kysely';
import type { ActorKind } from '@comanda/contract/orders';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The last event number of each store (migration 009). */
export interface StoreEventCountersTable {
  store_id: string;
  last: number;
}

/**
 * The store's event log: each order's history and the live stream's source. `kind`, `action`
 * and `field` hold the contract's OrderEventKind / TurnEventKind, OrderAction and
 * OrderEventField values (or 'turn' for store-level events).
 */
export interface OrderEventsTable {
  store_id: string;
  seq: number;
  order_id: string | null;
  kind: string;
  action: string;
  field: string;
  from_value: Nullable<string>;
  to_value: Nullable<string>;
  reason: Nullable<string>;
  actor_kind: ActorKind;
  actor_user_id: Nullable<string>;
  actor_name: string;
  created_at: Timestamp;
  /** The member (power) or invitation a team event is about (migration 022); null otherwise. */
  subject_id: Nullable<string>;
}

export interface OrderEventTables {
  store_event_counters: StoreEventCountersTable;
  order_events: OrderEventsTable;
}
