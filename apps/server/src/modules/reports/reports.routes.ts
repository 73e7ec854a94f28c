import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '@comanda/contract/reports';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { salesReport } from './reports.service';

/** Sales reports are for managers (issue 7: the 'Reportes' screen is for admin and root). */
export function registerReportRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, reportRoutes.sales, {
    access: allow.managers,
    handler: ({ request, params, query }) => salesReport(db, requireAccess(request).storeId, params.breakdown, query),
  });
}
