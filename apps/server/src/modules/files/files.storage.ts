import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** Uploaded images: `${dataDir}/files/<uuid>.<ext>`, names made here, never taken from the client. */

export const imageContentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof imageContentTypes;

/** Everything this server stores and serves: the images, and PDF (bank transfer vouchers). */
export const storedFileContentTypes = { ...imageContentTypes, pdf: 'application/pdf' } as const;
export type StoredFileExtension = keyof typeof storedFileContentTypes;

export const FILES_URL_PATH = '/v1/static/files';

/** `<uuid>.<ext>` from uploads, or `demo-<name>.<ext>` written by the demo seed (store logos). */
const STORED_NAME =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo-[a-z0-9-]{1,60})\.(png|jpg|webp|gif|pdf)$/;

const filesDir = (dataDir: string): string => path.join(dataDir, 'files');

const isImageExtension = (ext: string): ext is ImageExtension => Object.hasOwn(imageContentTypes, ext);
const isStoredExtension = (ext: string): ext is StoredFileExtension => Object.hasOwn(storedFileContentTypes, ext);

/** The image kind read from the bytes themselves (magic numbers); null for anything else. */
export async function detectImage(buffer: Uint8Array): Promise<ImageExtension | null> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type) return null;
  const ext = type.ext === 'jpeg' ? 'jpg' : type.ext;
  return isImageExtension(ext) && imageContentTypes[ext] === type.mime ? ext : null;
}

/** A voucher: one of the images, or a PDF, read from the bytes; null for anything else. */
export async function detectVoucher(buffer: Uint8Array): Promise<StoredFileExtension | null> {
  const image = await detectImage(buffer);
  if (image) return image;
  const type = await fileTypeFromBuffer(buffer);
  return type?.ext === 'pdf' && type.mime === storedFileContentTypes.pdf ? 'pdf' : null;
}

/** Stores the bytes under a new name and answers the name and the url that serves it. */
export async function saveImage(
  dataDir: string,
  buffer: Uint8Array,
  ext: StoredFileExtension,
): Promise<{ name: string; url: string }> {
  const dir = filesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
  return { name, url: `${FILES_URL_PATH}/${name}` };
}

/** A stored image by its name; null when the name is not one this server makes or is absent. */
export async function readImage(
  dataDir: string,
  name: string,
): Promise<{ buffer: Buffer; contentType: string } | null> {
  const match = STORED_NAME.exec(name);
  const ext = match?.[1];
  if (!ext || !isStoredExtension(ext)) return null;
  try {
    const buffer = await fs.readFile(path.join(filesDir(dataDir), name));
    return { buffer, contentType: storedFileContentTypes[ext] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
