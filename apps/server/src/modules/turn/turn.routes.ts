import type { FastifyInstance } from 'fastify';
import { turnRoutes } from '@comanda/contract/turn';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { getTurnReport, listTurnReports } from './turn-reports.service';
import { closeTurn, getTurn, openTurn } from './turn.service';

/** The sales turn: managers only (SPEC.md section 6: not for delivery nor for users without a role). */
export function registerTurnRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerContractRoute(app, turnRoutes.get, {
    access: allow.managers,
    handler: ({ request }) => getTurn(db, requireAccess(request).storeId),
  });
  registerContractRoute(app, turnRoutes.open, {
    access: allow.managers,
    handler: ({ request }) => {
      const access = requireAccess(request);
      return openTurn(db, access.storeId, access.userId);
    },
  });
  registerContractRoute(app, turnRoutes.close, {
    access: allow.managers,
    handler: ({ request }) => {
      const access = requireAccess(request);
      return closeTurn(db, access.storeId, access.userId);
    },
  });
  registerContractRoute(app, turnRoutes.list, {
    access: allow.managers,
    handler: ({ request, query }) => listTurnReports(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, turnRoutes.report, {
    access: allow.managers,
    handler: ({ request, params }) => getTurnReport(db, requireAccess(request).storeId, params.turnId),
  });
}
