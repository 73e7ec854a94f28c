import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TurnsTable {
  id: string;
  store_id: string;
  opened_at: Timestamp;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  opened_by: string | null;
  closed_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TurnTables {
  turns: TurnsTable;
}
