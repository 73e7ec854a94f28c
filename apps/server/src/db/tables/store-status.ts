import type { ColumnType } from 'kysely';
import type { StoreChannel } from '@comanda/contract/store/status';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A channel's pause during a turn (migration 015); `until` null: until the turn closes. */
export interface StorePausesTable {
  store_id: string;
  channel: StoreChannel;
  turn_id: string;
  until: Nullable<Date>;
  set_by: Nullable<string>;
  set_by_name: string;
  set_at: Timestamp;
}

/** Extra preparation minutes during a turn (migration 015); `until` null: until the turn closes. */
export interface StoreExtraDelaysTable {
  store_id: string;
  turn_id: string;
  minutes: number;
  until: Nullable<Date>;
  set_by: Nullable<string>;
  set_by_name: string;
  set_at: Timestamp;
}

export interface StoreStatusTables {
  store_pauses: StorePausesTable;
  store_extra_delays: StoreExtraDelaysTable;
}
