import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '@comanda/contract/team';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { databaseAccountSignInLimiter } from '../auth/sign-in-limits';
import { limitByAddress } from '../rate-limits/address-limit';
import { createRateLimiter } from '../rate-limits/rate-limits.service';
import { acceptInvitation } from './invitation-accept.service';
import { invite, listInvitations, revokeInvitation, viewInvitation } from './invitations.service';
import { createPasswordReset, usePasswordReset, viewPasswordReset } from './password-resets.service';
import { listChanges } from './team-changes.service';
import { listTeam, updateMember } from './team-members.service';

/**
 * The store's team (DECISIONS.md "Team", decision 026): admins and roots list and change members,
 * invite and make reset links; the links themselves are public, limited per client address like
 * the sign-in, in a scope of their own so no other route is counted.
 */
export async function registerTeamRoutes(app: FastifyInstance, { config, database, mailer }: AppDeps): Promise<void> {
  const { db } = database;
  const links = { db, publicUrl: config.publicUrl, mailer, log: app.log };
  const limits = config.signIn;
  const limiter = databaseAccountSignInLimiter(db, { windowMs: limits.windowMs, maxFailures: limits.maxFailuresPerAccount });

  registerContractRoute(app, teamRoutes.list, {
    access: allow.managers,
    handler: ({ request, query }) => listTeam(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, teamRoutes.invitations, {
    access: allow.managers,
    handler: ({ request }) => listInvitations(db, requireAccess(request).storeId),
  });
  registerContractRoute(app, teamRoutes.invite, {
    access: allow.managers,
    handler: ({ request, body }) => invite(links, requireAccess(request), body),
  });
  registerContractRoute(app, teamRoutes.revokeInvitation, {
    access: allow.managers,
    handler: async ({ request, params }) => {
      await revokeInvitation(db, requireAccess(request), params.id);
      return 'success';
    },
  });
  registerContractRoute(app, teamRoutes.changes, {
    access: allow.managers,
    handler: ({ request, query }) => listChanges(db, requireAccess(request).storeId, query),
  });
  registerContractRoute(app, teamRoutes.update, {
    access: allow.managers,
    handler: ({ request, params, body }) => updateMember(db, requireAccess(request), params.powerId, body),
  });
  registerContractRoute(app, teamRoutes.passwordReset, {
    access: allow.managers,
    handler: ({ request, params }) => createPasswordReset(links, requireAccess(request), params.powerId),
  });

  const perAddress = createRateLimiter(db, {
    bucket: 'team-links',
    max: limits.maxAttemptsPerAddress,
    windowMs: limits.windowMs,
  });
  await app.register(async (linkScope) => {
    limitByAddress(linkScope, perAddress);
    registerContractRoute(linkScope, teamRoutes.invitationView, {
      access: allow.public,
      handler: ({ params }) => viewInvitation(db, params.token),
    });
    registerContractRoute(linkScope, teamRoutes.acceptInvitation, {
      access: allow.public,
      handler: ({ params, body }) => acceptInvitation({ db, limiter }, params.token, body),
    });
    registerContractRoute(linkScope, teamRoutes.passwordResetView, {
      access: allow.public,
      handler: ({ params }) => viewPasswordReset(db, params.token),
    });
    registerContractRoute(linkScope, teamRoutes.usePasswordReset, {
      access: allow.public,
      handler: async ({ params, body }) => {
        await usePasswordReset({ db, limiter }, params.token, body.password);
        return 'success';
      },
    });
  });
}
