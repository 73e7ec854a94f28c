import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@comanda/contract/files';
import { IDEMPOTENCY_HEADER, IdempotencyKey, storefrontRoutes as routes } from '@comanda/contract/storefront';
import { AppError, badRequest } from '../../http/app-error';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { createOrder } from './create-order.service';
import { getCustomerOrder, uploadTransferVoucher } from './customer-order.service';
import { getPublicStore } from './public-store.service';
import { getStorefrontCatalogue } from './storefront-catalogue.service';

const uploadLimits = { fileSize: UPLOAD_MAX_BYTES, files: 1 };

function idempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw badRequest(`header ${IDEMPOTENCY_HEADER}: se requiere un uuid`);
  return parsed.data;
}

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE:MISSING');
  const file = await request.file({ limits: uploadLimits });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw new AppError('FILE:MISSING');
  // Throws FST_REQ_FILE_TOO_LARGE (413 FILE:TOO_LARGE) once the stream passes the limit.
  return file.toBuffer();
}

/** The public storefront (DECISIONS.md "Scope"): no staff token; the store comes from the slug. */
export async function registerStorefrontRoutes(app: FastifyInstance, { config, database: { db } }: AppDeps): Promise<void> {
  if (!app.hasRequestDecorator('file')) await app.register(multipart, { limits: uploadLimits });

  registerContractRoute(app, routes.store, {
    access: allow.public,
    handler: ({ params }) => getPublicStore(db, params.slug, new Date()),
  });
  registerContractRoute(app, routes.catalogue, {
    access: allow.public,
    handler: ({ params }) => getStorefrontCatalogue(db, params.slug),
  });
  registerContractRoute(app, routes.createOrder, {
    access: allow.public,
    handler: ({ params, body, request }) => createOrder(db, params.slug, idempotencyKey(request), body, new Date()),
  });
  registerContractRoute(app, routes.order, {
    access: allow.public,
    handler: ({ params, query }) => getCustomerOrder(db, params.slug, params.orderId, query.phone),
  });
  registerContractRoute(app, routes.uploadVoucher, {
    access: allow.public,
    handler: async ({ params, query, request }) =>
      uploadTransferVoucher(db, config.dataDir, params.slug, params.orderId, query.phone, await uploadedFile(request)),
  });
}
