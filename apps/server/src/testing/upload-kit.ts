import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@comanda/contract/files';
import type { Database } from '../db/database';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(
  content: Buffer,
  { field = 'file', filename = 'archivo', contentType = 'application/octet-stream' } = {},
): { payload: Buffer; contentType: string; head: Buffer; tail: Buffer } {
  const boundary = `----comanda${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
}

/**
 * A multipart body whose first chunk ends exactly at the upload limit inside the file, the rest
 * arriving a moment later: the arrival that used to slip a file cut to 5 MB past the check.
 */
export function limitAlignedMultipart(content: Buffer): { payload: Readable; contentType: string; length: number } {
  const body = multipartBody(content);
  const first = Buffer.concat([body.head, content.subarray(0, UPLOAD_MAX_BYTES)]);
  const rest = Buffer.concat([content.subarray(UPLOAD_MAX_BYTES), body.tail]);
  async function* chunks() {
    yield first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    yield rest;
  }
  return { payload: Readable.from(chunks()), contentType: body.contentType, length: first.length + rest.length };
}

/**
 * The names of every stored file, wherever this database keeps them: the stored_files table on
 * PostgreSQL, DATA_DIR/files on PGlite (temporary files included, so a half-written one shows).
 */
export async function storedFileNames(database: Database, dataDir: string): Promise<string[]> {
  if (database.kind === 'postgres') {
    return (await database.db.selectFrom('stored_files').select('name').orderBy('name').execute()).map((row) => row.name);
  }
  return (await fs.readdir(path.join(dataDir, 'files')).catch(() => [] as string[])).sort();
}
