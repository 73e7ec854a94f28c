import type { FastifyInstance } from 'fastify';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { getSection, listStoreSections, saveSection } from './sections.service';

export function registerSectionRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, sectionRoutes.list, {
    access: allow.managers,
    handler: ({ query, request }) => listStoreSections(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, sectionRoutes.get, {
    access: allow.managers,
    handler: ({ params, request }) => getSection(db, requireAccess(request).storeId, params.id),
  });
  registerContractRoute(app, sectionRoutes.save, {
    access: allow.managers,
    handler: ({ params, body, request }) => saveSection(db, requireAccess(request).storeId, params.id, body),
  });
}
