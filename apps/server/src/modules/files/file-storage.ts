/**
 * Where uploaded files live. PostgreSQL keeps them in a table, so every instance behind a load
 * balancer serves what any of them received; the embedded PGlite (one process) keeps them under
 * DATA_DIR/files. Names are made by the server (file-types.ts) and checked before any lookup.
 */
export interface FileStorage {
  readonly kind: 'database' | 'disk';
  /** Keeps the bytes under `name`, replacing a file of that name (the demo seed writes its logos again). */
  save(file: NewStoredFile): Promise<void>;
  /** The file, or null when there is none by that name. */
  read(name: string): Promise<StoredFile | null>;
  /** Forgets the file; a missing one is no error. */
  remove(name: string): Promise<void>;
}

export interface NewStoredFile {
  name: string;
  content: Uint8Array;
  contentType: string;
  /** The store it was uploaded for; null for files of no one store (the demo's logos). */
  storeId: string | null;
}

export interface StoredFile {
  content: Buffer;
  contentType: string;
}
