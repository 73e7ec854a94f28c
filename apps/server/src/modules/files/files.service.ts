import type { UploadedFile } from '@comanda/contract/files';
import { AppError, notFound } from '../../http/app-error';
import { detectImage, readImage, saveImage } from './files.storage';

/** Keeps an uploaded image when its bytes are a png, jpeg, webp or gif (the name is not trusted). */
export async function storeUploadedImage(dataDir: string, buffer: Buffer): Promise<UploadedFile> {
  const ext = await detectImage(buffer);
  if (!ext) throw new AppError('FILE:TYPE:INVALID');
  const { url } = await saveImage(dataDir, buffer, ext);
  return { url };
}

export async function storedImage(dataDir: string, name: string): Promise<{ buffer: Buffer; contentType: string }> {
  const image = await readImage(dataDir, name);
  if (!image) throw notFound('Archivo');
  return image;
}
