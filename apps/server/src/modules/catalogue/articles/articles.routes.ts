import type { FastifyInstance } from 'fastify';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { getArticle, listStoreArticles, saveArticle } from './articles.service';

export function registerArticleRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, articleRoutes.list, {
    access: allow.managers,
    handler: ({ query, request }) => listStoreArticles(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, articleRoutes.get, {
    access: allow.managers,
    handler: ({ params, request }) => getArticle(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute(app, articleRoutes.save, {
    access: allow.managers,
    handler: ({ params, body, request }) => saveArticle(db, requireAccess(request).storeId, params.id, body),
  });
}
