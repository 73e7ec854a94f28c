import type { FastifyInstance } from 'fastify';
import type { IdParams } from '@comanda/contract/common';
import type { RouteBody, RouteDefinition, RouteQuery, RouteResult } from '@comanda/contract/route';
import type { Database, Db } from '../../../db/database';
import { registerContractRoute } from '../../../http/contract-route';
import { allow, requireAccess, type RouteAccess } from '../../../http/guard';

type IdRoute = RouteDefinition & { params: typeof IdParams };

/** The contract's calls for one catalogue entity: its list, one by id, and the PUT that saves it. */
export interface CatalogueEntityRoutes {
  list: RouteDefinition;
  get: IdRoute;
  save: IdRoute;
}

/** What answers those calls, always within the caller's store. */
export interface CatalogueEntityService<R extends CatalogueEntityRoutes> {
  list(db: Db, storeId: string, query: RouteQuery<R['list']>): Promise<RouteResult<R['list']>>;
  get(db: Db, storeId: string, id: string): Promise<RouteResult<R['get']>>;
  save(db: Db, storeId: string, id: string, body: RouteBody<R['save']>): Promise<RouteResult<R['save']>>;
}

/**
 * Registers list, get and save of one catalogue entity: managers only, in their own store (the
 * list may be opened wider with `listAccess`). The PUT honours If-Match against the entity as its
 * GET reads it (decision 014).
 */
export function registerCatalogueEntityRoutes<R extends CatalogueEntityRoutes>(
  app: FastifyInstance,
  database: Database,
  routes: R,
  service: CatalogueEntityService<R>,
  { listAccess = allow.managers }: { listAccess?: RouteAccess } = {},
): void {
  const { db } = database;
  registerContractRoute<R['list']>(app, routes.list, {
    access: listAccess,
    handler: ({ query, request }) => service.list(db, requireAccess(request).storeId, query),
  });
  registerContractRoute<R['get']>(app, routes.get, {
    access: allow.managers,
    handler: ({ params, request }) => service.get(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute<R['save']>(app, routes.save, {
    access: allow.managers,
    version: { database, current: ({ params, request }) => service.get(db, requireAccess(request).storeId, params.id) },
    handler: ({ params, body, request }) => service.save(db, requireAccess(request).storeId, params.id, body),
  });
}
