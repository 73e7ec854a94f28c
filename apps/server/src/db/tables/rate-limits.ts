import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Per-address request counters shared by every instance (migration 011). */
export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
