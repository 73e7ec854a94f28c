import type { Db } from '../../db/database';
import type { FileStorage } from './file-storage';
import { deleteStoredFile, findStoredFile, upsertStoredFile } from './stored-files.repository';

/** Files as rows of `stored_files` (bytea): the storage on PostgreSQL, shared by every instance. */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    save: (file) => upsertStoredFile(db, file),
    read: (name) => findStoredFile(db, name),
    remove: (name) => deleteStoredFile(db, name),
  };
}
