import type { FastifyInstance } from 'fastify';
import type { RouteBody, RouteDefinition, RouteResult } from '@comanda/contract/route';
import type { Database, Db } from '../../../db/database';
import { registerContractRoute } from '../../../http/contract-route';
import { allow, requireAccess } from '../../../http/guard';

/** What answers one settings group, always for the caller's store. */
export interface SettingsService<G extends RouteDefinition, S extends RouteDefinition> {
  get(db: Db, storeId: string): Promise<RouteResult<G>>;
  save(db: Db, storeId: string, body: RouteBody<S>): Promise<RouteResult<S>>;
}

/**
 * Registers the GET and PUT of one settings group: managers only, in their own store. The PUT
 * honours If-Match against the group as its GET reads it (decision 014).
 */
export function registerSettingsRoutes<G extends RouteDefinition, S extends RouteDefinition>(
  app: FastifyInstance,
  database: Database,
  routes: { get: G; save: S },
  service: SettingsService<G, S>,
): void {
  const { db } = database;
  registerContractRoute<G>(app, routes.get, {
    access: allow.managers,
    handler: ({ request }) => service.get(db, requireAccess(request).storeId),
  });
  registerContractRoute<S>(app, routes.save, {
    access: allow.managers,
    version: { database, current: ({ request }) => service.get(db, requireAccess(request).storeId) },
    handler: ({ body, request }) => service.save(db, requireAccess(request).storeId, body),
  });
}
