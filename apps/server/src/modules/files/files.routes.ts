import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRoutes, UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@comanda/contract/files';
import { AppError } from '../../http/app-error';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { storedImage, storeUploadedImage } from './files.service';
import { FILES_URL_PATH } from './files.storage';

const uploadLimits = { fileSize: UPLOAD_MAX_BYTES, files: 1 };

/** Image uploads (managers) and serving them (public: storefront pages show them). */
export async function registerFileRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  // Another module may have registered multipart already (it decorates the whole app).
  if (!app.hasRequestDecorator('file')) await app.register(multipart, { limits: uploadLimits });

  registerContractRoute(app, fileRoutes.upload, {
    access: allow.managers,
    handler: async ({ request }) => {
      if (!request.isMultipart()) throw new AppError('FILE:MISSING');
      const file = await request.file({ limits: uploadLimits });
      if (!file || file.fieldname !== UPLOAD_FIELD) throw new AppError('FILE:MISSING');
      // Throws FST_REQ_FILE_TOO_LARGE (413 FILE:TOO_LARGE) once the stream passes the limit.
      const buffer = await file.toBuffer();
      return storeUploadedImage(config.dataDir, buffer);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    `${FILES_URL_PATH}/:name`,
    {
      config: { access: allow.public },
      schema: {
        summary: 'Sirve una imagen subida',
        tags: ['files'],
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const image = await storedImage(config.dataDir, request.params.name);
      return reply
        .type(image.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.buffer);
    },
  );
}
