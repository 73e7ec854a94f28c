import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRoutes } from '@comanda/contract/files';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { FILES_URL_PATH } from './file-types';
import { fileStorageOf, storedFile, storeUploadedImage } from './files.service';
import { readUploadedFile } from './uploaded-file';

/** Image uploads (managers) and serving them (public: storefront pages show them). */
export async function registerFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const storage = fileStorageOf(deps);
  registerContractRoute(app, fileRoutes.upload, {
    access: allow.managers,
    handler: async ({ request }) => storeUploadedImage(storage, await readUploadedFile(request), requireAccess(request).storeId),
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
      const file = await storedFile(storage, request.params.name);
      return reply
        .type(file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.content);
    },
  );
}
