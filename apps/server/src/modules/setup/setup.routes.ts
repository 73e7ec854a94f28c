import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '@comanda/contract/team';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { limitByAddress } from '../rate-limits/address-limit';
import { createRateLimiter } from '../rate-limits/rate-limits.service';
import { completeSetup, viewSetupLink } from './setup.service';

/** The setup link's page: public, and limited per address like sign-in, so tokens cannot be guessed at speed. */
export async function registerSetupRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const perAddress = createRateLimiter(database.db, {
    bucket: 'setup',
    max: config.signIn.maxAttemptsPerAddress,
    windowMs: config.signIn.windowMs,
  });
  await app.register(async (setupScope) => {
    limitByAddress(setupScope, perAddress);
    registerContractRoute(setupScope, teamRoutes.setupView, {
      access: allow.public,
      handler: ({ params }) => viewSetupLink(database.db, params.token),
    });
    registerContractRoute(setupScope, teamRoutes.setup, {
      access: allow.public,
      handler: ({ params, body }) => completeSetup(database.db, params.token, body),
    });
  });
}
