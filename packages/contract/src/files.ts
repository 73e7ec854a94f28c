import { z } from 'zod';
import { defineRoute } from './route';

/** Name of the multipart form field that carries the file. */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const URL_MAX = 2048;

/** A url the app stores for an image: absolute http(s) or a path on this server (uploads). */
export const FileUrl = z
  .string()
  .trim()
  .min(1, 'requerido')
  .max(URL_MAX)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'url http(s) o ruta que empiece con /');
export type FileUrl = z.infer<typeof FileUrl>;

/** An optional image url; an empty string from a form counts as none. */
export const NullableFileUrl = z
  .string()
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .pipe(FileUrl.nullable());

export const UploadedFile = z.object({ url: FileUrl });
export type UploadedFile = z.infer<typeof UploadedFile>;

export const fileRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/static/files',
    tag: 'files',
    summary: 'Sube una imagen (campo file, hasta 5 MB: png, jpeg, webp o gif) y devuelve su url',
    multipart: true,
    response: UploadedFile,
  }),
};
