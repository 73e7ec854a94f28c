import type { FastifyInstance } from 'fastify';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { getStockItem, listStoreStock, saveStockItem } from './stock.service';

export function registerStockRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, stockRoutes.list, {
    access: allow.managers,
    handler: ({ query, request }) => listStoreStock(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, stockRoutes.get, {
    access: allow.managers,
    handler: ({ params, request }) => getStockItem(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute(app, stockRoutes.save, {
    access: allow.managers,
    handler: ({ params, body, request }) => saveStockItem(db, requireAccess(request).storeId, params.id, body),
  });
}
