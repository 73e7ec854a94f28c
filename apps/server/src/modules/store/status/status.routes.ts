import type { FastifyInstance } from 'fastify';
import { storeStatusRoutes as routes } from '@comanda/contract/store/status';
import { registerContractRoute } from '../../../http/contract-route';
import type { AppDeps } from '../../../http/deps';
import { allow, requireAccess } from '../../../http/guard';
import { StatusAnnouncer } from './status-announcer';
import { getStoreStatus, pauseStore, resumeStore, setExtraDelay } from './status.service';

/**
 * The store's status: every staff role reads it; admin, root and operator pause, resume and
 * set the extra delay (DECISIONS.md "Roles"). This instance's announcer of ended pauses runs
 * while the app does.
 */
export function registerStoreStatusRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  const announcer = new StatusAnnouncer(db, app.log);
  app.addHook('onReady', async () => announcer.start());
  app.addHook('preClose', () => announcer.stop());

  registerContractRoute(app, routes.get, {
    access: allow.staff,
    handler: ({ request }) => getStoreStatus(db, requireAccess(request).storeId, new Date()),
  });
  registerContractRoute(app, routes.pause, {
    access: allow.orderWorkers,
    handler: ({ request, body }) => {
      const access = requireAccess(request);
      return pauseStore(db, access.storeId, access.userId, body, new Date());
    },
  });
  registerContractRoute(app, routes.resume, {
    access: allow.orderWorkers,
    handler: ({ request, body }) => {
      const access = requireAccess(request);
      return resumeStore(db, access.storeId, access.userId, body, new Date());
    },
  });
  registerContractRoute(app, routes.extraDelay, {
    access: allow.orderWorkers,
    handler: ({ request, body }) => {
      const access = requireAccess(request);
      return setExtraDelay(db, access.storeId, access.userId, body, new Date());
    },
  });
}
