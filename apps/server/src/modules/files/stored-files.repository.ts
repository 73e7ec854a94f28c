import type { Db } from '../../db/database';
import type { NewStoredFile, StoredFile } from './file-storage';

export async function upsertStoredFile(db: Db, file: NewStoredFile): Promise<void> {
  const row = {
    content: file.content,
    content_type: file.contentType,
    size: file.content.byteLength,
    store_id: file.storeId,
  };
  await db
    .insertInto('stored_files')
    .values({ name: file.name, ...row })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute();
}

export async function findStoredFile(db: Db, name: string): Promise<StoredFile | null> {
  const row = await db
    .selectFrom('stored_files')
    .select(['content', 'content_type'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  // pg answers a Buffer, PGlite a plain Uint8Array: both become a Buffer over the same bytes.
  const bytes = row.content;
  return { content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: row.content_type };
}

export async function deleteStoredFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('stored_files').where('name', '=', name).execute();
}
