import type { FastifyInstance } from 'fastify';
import type { RouteBody, RouteDefinition, RouteResult } from '@comanda/contract/route';
import type { Db } from '../../../db/database';
import { registerContractRoute } from '../../../http/contract-route';
import { allow, requireAccess } from '../../../http/guard';

/** What answers one settings group, always for the caller's store. */
export interface SettingsService<G extends RouteDefinition, S extends RouteDefinition> {
  get(db: Db, storeId: string): Promise<RouteResult<G>>;
  save(db: Db, storeId: string, body: RouteBody<S>): Promise<RouteResult<S>>;
}

/** Registers the GET and PUT of one settings group: managers only, in their own store. */
export function registerSettingsRoutes<G extends RouteDefinition, S extends RouteDefinition>(
  app: FastifyInstance,
  db: Db,
  routes: { get: G; save: S },
  service: SettingsService<G, S>,
): void {
  registerContractRoute<G>(app, routes.get, {
    access: allow.managers,
    handler: ({ request }) => service.get(db, requireAccess(request).storeId),
  });
  registerContractRoute<S>(app, routes.save, {
    access: allow.managers,
    handler: ({ body, request }) => service.save(db, requireAccess(request).storeId, body),
  });
}
