import type { FastifyInstance } from 'fastify';
import { soldOutRoutes } from '@comanda/contract/catalogue/sold-out';
import type { Database } from '../../../db/database';
import { registerContractRoute } from '../../../http/contract-route';
import { allow, requireAccess } from '../../../http/guard';
import { getArticle } from '../articles/articles.service';
import { getTopping } from '../toppings/toppings.service';
import { markArticleSoldOut, markToppingOptionSoldOut } from './sold-out.service';

/**
 * 'Agotado' in one tap for order workers (DECISIONS.md "Roles": the operator marks articles and
 * options sold out). Each call is a write of the article's or topping's versioned resource: it
 * takes the same write lock as the catalogue PUT and honours If-Match (decision 014).
 */
export function registerSoldOutRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  registerContractRoute(app, soldOutRoutes.article, {
    access: allow.orderWorkers,
    version: { database, current: ({ params, request }) => getArticle(db, requireAccess(request).storeId, params.id) },
    handler: ({ params, body, request }) => markArticleSoldOut(db, requireAccess(request).storeId, params.id, body),
  });
  registerContractRoute(app, soldOutRoutes.toppingOption, {
    access: allow.orderWorkers,
    version: { database, current: ({ params, request }) => getTopping(db, requireAccess(request).storeId, params.id) },
    handler: ({ params, body, request }) =>
      markToppingOptionSoldOut(db, requireAccess(request).storeId, params.id, params.optionId, body),
  });
}
