import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@comanda/contract/files';
import { AppError } from '../../http/app-error';

/** One file per request, at most UPLOAD_MAX_BYTES. */
export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1 };

/**
 * The whole uploaded file of a multipart request (field `file`), or an error: 400 FILE:MISSING,
 * 413 FILE:TOO_LARGE. Nothing over the limit ever comes back cut short.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE:MISSING');
  const part = await request.file({ limits: UPLOAD_LIMITS });
  if (!part || part.fieldname !== UPLOAD_FIELD) throw new AppError('FILE:MISSING');
  // Throws FST_REQ_FILE_TOO_LARGE (413 FILE:TOO_LARGE) when a chunk arrives past the limit...
  const content = await part.toBuffer();
  // ...but when the bytes up to the limit end exactly at a chunk's end, busboy cuts the rest
  // after toBuffer checked its last chunk, and toBuffer answers the first 5 MB as if whole.
  // The stream's own flag is set by then in every case.
  if (part.file.truncated || content.byteLength > UPLOAD_MAX_BYTES) throw new AppError('FILE:TOO_LARGE');
  return content;
}
