import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@comanda/contract/auth';
import { registerContractRoute } from '../../http/contract-route';
import { allow, requireAuth } from '../../http/guard';
import type { Db } from '../../db/database';
import { createOwnAccountService } from './own-account.service';
import type { AccountSignInLimiter } from './sign-in-limits';

/** 'Mi cuenta': the signed-in user's password, name and phone, and ending every session. */
export function registerOwnAccountRoutes(app: FastifyInstance, deps: { db: Db; limiter: AccountSignInLimiter }): void {
  const account = createOwnAccountService(deps);

  registerContractRoute(app, authRoutes.changePassword, {
    access: allow.session,
    handler: async ({ request, body }) => {
      await account.changePassword(requireAuth(request), body);
      return 'success';
    },
  });

  registerContractRoute(app, authRoutes.updateMe, {
    access: allow.session,
    handler: ({ request, body }) => account.updateMe(requireAuth(request), body),
  });

  registerContractRoute(app, authRoutes.signOutEverywhere, {
    access: allow.session,
    handler: async ({ request }) => {
      await account.signOutEverywhere(requireAuth(request));
      return 'success';
    },
  });
}
