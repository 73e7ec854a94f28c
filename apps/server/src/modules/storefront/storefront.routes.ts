import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IdempotencyKey, storefrontRoutes as routes } from '@comanda/contract/storefront';
import { badRequest } from '../../http/app-error';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { fileStorageOf } from '../files/files.service';
import { readUploadedFile } from '../files/uploaded-file';
import { limitByAddress } from '../rate-limits/address-limit';
import { createAnonymousWriteLimiter } from '../rate-limits/rate-limits.service';
import { createOrder } from './create-order.service';
import { getCustomerOrder, uploadTransferVoucher } from './customer-order.service';
import { registerCachedGet } from './cached-answer';
import { createStorefrontAnswers } from './storefront-answers.service';

function idempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw badRequest(`header ${IDEMPOTENCY_HEADER}: se requiere un uuid`);
  return parsed.data;
}

/** The public storefront (DECISIONS.md "Scope"): no staff token; the store comes from the slug. */
export async function registerStorefrontRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database: { db } } = deps;
  const files = fileStorageOf(deps);
  const { windowMs, ordersPerStore, voucherUploadsPerStore } = config.anonymousWrites;
  const ordersLimit = createAnonymousWriteLimiter(deps.database, { bucket: 'storefront-orders', max: ordersPerStore, windowMs });
  const vouchersLimit = createAnonymousWriteLimiter(deps.database, {
    bucket: 'voucher-uploads',
    max: voucherUploadsPerStore,
    windowMs,
  });

  // The public store and catalogue are read from the database once per change of the store.
  const answers = createStorefrontAnswers(deps.database, app.log);
  app.addHook('onClose', () => answers.close());
  // A staff write through this instance forgets its store's answers before it is answered, so
  // the next GET here sees it even before the database's notification arrives (PostgreSQL
  // delivers it on another connection; other instances rely on it alone).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth?.kind === 'access' && reply.statusCode < 400) {
      answers.storeChanged(request.auth.storeId);
    }
    return payload;
  });
  registerCachedGet(app, routes.store, ({ slug }) => answers.store(slug, new Date()));
  registerCachedGet(app, routes.catalogue, ({ slug }) => answers.catalogue(slug));
  // Anyone may write these: each address gets its own count per store (429 with Retry-After past it).
  await app.register(async (scope) => {
    limitByAddress(scope, ordersLimit, { perStore: true, description: 'Demasiados pedidos seguidos, espere unos minutos' });
    registerContractRoute(scope, routes.createOrder, {
      access: allow.public,
      handler: ({ params, body, request }) => createOrder(db, params.slug, idempotencyKey(request), body, new Date()),
    });
  });
  registerContractRoute(app, routes.order, {
    access: allow.public,
    handler: ({ params, query }) => getCustomerOrder(db, params.slug, params.orderId, query.phone),
  });
  await app.register(async (scope) => {
    limitByAddress(scope, vouchersLimit, { perStore: true, description: 'Demasiados comprobantes seguidos, espere unos minutos' });
    registerContractRoute(scope, routes.uploadVoucher, {
      access: allow.public,
      handler: async ({ params, query, request }) =>
        uploadTransferVoucher(db, files, params.slug, params.orderId, query.phone, await readUploadedFile(request)),
    });
  });
}
