import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@comanda/contract/auth';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAuth } from '../../http/guard';
import { createStoreAsRoot } from './new-store.service';

/** 'Nueva tienda': a root opens another store from the lobby (a session is enough: no store is chosen yet). */
export function registerStoreCreationRoutes(app: FastifyInstance, { database }: AppDeps): void {
  registerContractRoute(app, authRoutes.createStore, {
    access: allow.session,
    handler: ({ request, body }) => createStoreAsRoot(database.db, requireAuth(request).userId, body),
  });
}
