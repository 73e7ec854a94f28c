import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Uploaded files kept in PostgreSQL (migration 011); PGlite keeps them on disk instead. */
export interface StoredFilesTable {
  name: string;
  content_type: string;
  size: number;
  content: Uint8Array;
  store_id: string | null;
  created_at: Timestamp;
}

export interface StoredFileTables {
  stored_files: StoredFilesTable;
}
