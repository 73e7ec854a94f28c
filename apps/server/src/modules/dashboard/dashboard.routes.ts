import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@comanda/contract/dashboard';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { getDashboard } from './dashboard.service';

/** Home (Inicio) is for managers only (SPEC.md section 2: the menu shows it to admin and root). */
export function registerDashboardRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, dashboardRoutes.get, {
    access: allow.managers,
    handler: ({ request }) => getDashboard(db, requireAccess(request).storeId),
  });
}
