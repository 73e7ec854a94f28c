import type { FastifyInstance } from 'fastify';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { getTopping, listStoreToppings, saveTopping } from './toppings.service';

export function registerToppingRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, toppingRoutes.list, {
    access: allow.managers,
    handler: ({ query, request }) => listStoreToppings(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, toppingRoutes.get, {
    access: allow.managers,
    handler: ({ params, request }) => getTopping(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute(app, toppingRoutes.save, {
    access: allow.managers,
    handler: ({ params, body, request }) => saveTopping(db, requireAccess(request).storeId, params.id, body),
  });
}
