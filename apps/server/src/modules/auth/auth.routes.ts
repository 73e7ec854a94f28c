import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@comanda/contract/auth';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, deviceIdHeader, requireAuth } from '../../http/guard';
import { createAuthService } from './auth.service';
import { registerOwnAccountRoutes } from './own-account.routes';
import { dummyPasswordHash } from './passwords';
import { limitByAddress } from '../rate-limits/address-limit';
import { createRateLimiter } from '../rate-limits/rate-limits.service';
import { databaseAccountSignInLimiter } from './sign-in-limits';

export async function registerAuthRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const limits = config.signIn;
  const limiter = databaseAccountSignInLimiter(database.db, {
    windowMs: limits.windowMs,
    maxFailures: limits.maxFailuresPerAccount,
  });
  const auth = createAuthService({ db: database.db, limiter });
  registerOwnAccountRoutes(app, { db: database.db, limiter });
  // Computed ahead, so the first sign-in with an unknown email takes no longer than any other.
  void dummyPasswordHash();

  // Sign-in lives in its own scope: the per-address limit counts every attempt, and only there.
  const perAddress = createRateLimiter(database.db, {
    bucket: 'sign-in',
    max: limits.maxAttemptsPerAddress,
    windowMs: limits.windowMs,
  });
  await app.register(async (signInScope) => {
    limitByAddress(signInScope, perAddress);
    registerContractRoute(signInScope, authRoutes.signIn, {
      access: allow.public,
      handler: ({ body }) => auth.signIn(body),
    });
  });

  registerContractRoute(app, authRoutes.signOut, {
    access: allow.session,
    handler: async ({ request }) => {
      await auth.signOut(requireAuth(request));
      return 'success';
    },
  });

  registerContractRoute(app, authRoutes.powers, {
    access: allow.session,
    handler: ({ request }) => auth.listPowers(requireAuth(request)),
  });

  registerContractRoute(app, authRoutes.access, {
    access: allow.session,
    handler: ({ request, body }) => auth.requestAccess(requireAuth(request), body.power_id, deviceIdHeader(request)),
  });

  registerContractRoute(app, authRoutes.credentials, {
    access: allow.session,
    handler: ({ request }) => auth.credentials(requireAuth(request)),
  });
}
