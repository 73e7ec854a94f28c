import { fileTypeFromBuffer } from 'file-type';

/**
 * The kinds of file this server keeps, read from their bytes, and the names it gives them:
 * `<uuid>.<ext>` for uploads, `demo-<name>.<ext>` for the demo seed; never a client's name.
 */

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

const STORED_NAME =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo-[a-z0-9-]{1,60})\.(png|jpg|webp|gif|pdf)$/;

const isImageExtension = (ext: string): ext is ImageExtension => Object.hasOwn(imageContentTypes, ext);
const isStoredExtension = (ext: string): ext is StoredFileExtension => Object.hasOwn(storedFileContentTypes, ext);

/** The extension of a name this server makes; null for any other name (never looked up). */
export function storedNameExtension(name: string): StoredFileExtension | null {
  const ext = STORED_NAME.exec(name)?.[1];
  return ext && isStoredExtension(ext) ? ext : null;
}

/** The stored name behind a url this server answered (`/v1/static/files/<name>`); null otherwise. */
export function storedNameOfUrl(url: string): string | null {
  const prefix = `${FILES_URL_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return storedNameExtension(name) ? name : null;
}

export const urlOfStoredName = (name: string): string => `${FILES_URL_PATH}/${name}`;

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
