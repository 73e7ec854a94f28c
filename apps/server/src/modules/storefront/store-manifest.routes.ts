import type { FastifyInstance } from 'fastify';
import { Slug } from '@comanda/contract/common';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { allow } from '../../http/guard';
import { storeManifest } from './store-manifest';
import { requireStoreBySlug } from './storefront-store';

/**
 * GET /tienda/:slug/manifest.webmanifest (issue 9, installable ordering page): public, outside
 * the API (browsers ask for it by the page's link), 404 in the envelope for an unknown slug.
 */
export function registerStoreManifest(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { slug: string } }>(
    '/tienda/:slug/manifest.webmanifest',
    { config: { access: allow.public } },
    async (request, reply) => {
      const slug = Slug.safeParse(request.params.slug);
      if (!slug.success) throw notFound('Tienda');
      const store = await requireStoreBySlug(db, slug.data);
      reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
      // A renamed store or a new icon shows on the next visit.
      reply.header('Cache-Control', 'no-cache');
      return JSON.stringify(storeManifest(store));
    },
  );
}
