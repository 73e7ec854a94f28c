import type { FastifyInstance } from 'fastify';
import { storefrontRoutes as routes } from '@comanda/contract/storefront';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { fileStorageOf } from '../files/files.service';
import { readUploadedFile } from '../files/uploaded-file';
import { limitByAddress } from '../rate-limits/address-limit';
import { createAnonymousWriteLimiter } from '../rate-limits/rate-limits.service';
import { createOrder } from './create-order.service';
import { idempotencyKeyOf } from './idempotency-key';
import { quoteOrder } from './order-quote.service';
import { getStoreSlots } from './order-slots.service';
import { registerStoreManifest } from './store-manifest.routes';
import { getCustomerOrder, uploadTransferVoucher } from './customer-order.service';
import { registerCachedGet } from './cached-answer';
import { createStorefrontAnswers } from './storefront-answers.service';

/** Quotes an address may ask per order it may place. */
const QUOTES_PER_ORDER = 10;

/** The public storefront (DECISIONS.md "Scope"): no staff token; the store comes from the slug. */
export async function registerStorefrontRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database: { db } } = deps;
  const files = fileStorageOf(deps);
  const { windowMs, ordersPerStore, voucherUploadsPerStore } = config.anonymousWrites;
  const ordersLimit = createAnonymousWriteLimiter(deps.database, { bucket: 'storefront-orders', max: ordersPerStore, windowMs });
  // A page quotes as its cart and checkout change, so quotes get ten times the orders' count; a
  // limit still, since a quote tells whether a coupon code exists (decision 024).
  const quotesLimit = createAnonymousWriteLimiter(deps.database, {
    bucket: 'storefront-quotes',
    max: ordersPerStore * QUOTES_PER_ORDER,
    windowMs,
  });
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
      handler: ({ params, body, request }) => createOrder(db, params.slug, idempotencyKeyOf(request), body, new Date()),
    });
  });
  // Reads only: what the order would be and the slots taken now, by the checks that place it.
  await app.register(async (scope) => {
    limitByAddress(scope, quotesLimit, { perStore: true, description: 'Demasiadas consultas seguidas, espere unos minutos' });
    registerContractRoute(scope, routes.quote, {
      access: allow.public,
      handler: ({ params, body }) => quoteOrder(db, params.slug, body, new Date()),
    });
  });
  registerContractRoute(app, routes.slots, {
    access: allow.public,
    handler: ({ params, query }) => getStoreSlots(db, params.slug, query.method, new Date()),
  });
  registerStoreManifest(app, db);
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
