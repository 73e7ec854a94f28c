import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@comanda/contract/files';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { databaseFileStorage } from './database-file-storage';
import { diskFileStorage, listDiskFiles } from './disk-file-storage';
import type { FileStorage, StoredFile } from './file-storage';
import {
  detectImage,
  detectVoucher,
  type StoredFileExtension,
  storedFileContentTypes,
  storedNameExtension,
  storedNameOfUrl,
  urlOfStoredName,
} from './file-types';

export type { FileStorage } from './file-storage';

/**
 * The storage for this database: PostgreSQL keeps files in the database, so any instance serves
 * them; the embedded PGlite (one process by design) keeps them under DATA_DIR/files.
 */
export function fileStorageOf({ config, database }: { config: Pick<Config, 'dataDir'>; database: Database }): FileStorage {
  return database.kind === 'postgres' ? databaseFileStorage(database.db) : diskFileStorage(config.dataDir);
}

/** Stores the bytes under a new name and answers the name and the url that serves it. */
export async function saveFile(
  storage: FileStorage,
  content: Uint8Array,
  ext: StoredFileExtension,
  storeId: string | null,
): Promise<{ name: string; url: string }> {
  const name = `${randomUUID()}.${ext}`;
  await saveNamedFile(storage, name, content, storeId);
  return { name, url: urlOfStoredName(name) };
}

/** Stores the bytes under a name the server chose (the demo's `demo-<name>.<ext>`); answers its url. */
export async function saveNamedFile(
  storage: FileStorage,
  name: string,
  content: Uint8Array,
  storeId: string | null,
): Promise<string> {
  const ext = storedNameExtension(name);
  if (!ext) throw new Error(`Nombre de archivo no valido: ${name}`);
  await storage.save({ name, content, contentType: storedFileContentTypes[ext], storeId });
  return urlOfStoredName(name);
}

/** Keeps an uploaded image when its bytes are a png, jpeg, webp or gif (the name is not trusted). */
export async function storeUploadedImage(storage: FileStorage, content: Buffer, storeId: string): Promise<UploadedFile> {
  const ext = await detectImage(content);
  if (!ext) throw new AppError('FILE:TYPE:INVALID');
  const { url } = await saveFile(storage, content, ext, storeId);
  return { url };
}

/** Keeps a bank transfer voucher: an image or a PDF, recognised by its bytes. */
export async function storeVoucher(storage: FileStorage, content: Buffer, storeId: string): Promise<string> {
  const ext = await detectVoucher(content);
  if (!ext) throw new AppError('FILE:TYPE:INVALID', 'Solo se aceptan imagenes png, jpeg, webp o gif, o un PDF');
  return (await saveFile(storage, content, ext, storeId)).url;
}

/** The file behind a name this server makes; 404 for any other name or a missing file. */
export async function storedFile(storage: FileStorage, name: string): Promise<StoredFile> {
  const file = storedNameExtension(name) ? await storage.read(name) : null;
  if (!file) throw notFound('Archivo');
  return file;
}

/** Deletes the file a url of this server points at; other urls (and null) are left alone. */
export async function deleteFileAt(storage: FileStorage, url: string | null): Promise<void> {
  const name = url === null ? null : storedNameOfUrl(url);
  if (name) await storage.remove(name);
}

/**
 * Copies the files an earlier version kept under DATA_DIR/files into `target` (the database):
 * before issue 12 uploads lived on disk on PostgreSQL too. Files already there are left alone, so
 * it can run again; answers how many were copied and how many were there already.
 */
export async function importDiskFiles(dataDir: string, target: FileStorage): Promise<{ copied: number; present: number }> {
  const disk = diskFileStorage(dataDir);
  let copied = 0;
  let present = 0;
  for (const name of await listDiskFiles(dataDir)) {
    if (await target.read(name)) {
      present += 1;
      continue;
    }
    const file = await disk.read(name);
    if (!file) continue;
    await target.save({ name, content: file.content, contentType: file.contentType, storeId: null });
    copied += 1;
  }
  return { copied, present };
}
