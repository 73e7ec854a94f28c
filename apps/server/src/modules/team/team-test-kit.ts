import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { fillPath } from '@comanda/contract/route';
import type { Role } from '@comanda/contract/roles';
import { teamRoutes } from '@comanda/contract/team';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { resultOf, type TestApp } from '../../testing/test-app';

/* Arranging the team API tests: a store with an admin and a root, and the calls they make. */

export interface TeamWorld {
  storeId: string;
  storeName: string;
  admin: StaffFixture;
  root: StaffFixture;
}

export async function teamWorld(t: TestApp, slug = `equipo-${randomUUID().slice(0, 8)}`): Promise<TeamWorld> {
  const store = await createStore(t.database.db, { slug, name: `Tienda ${slug}` });
  const admin = await staffAccess(t, { storeId: store.id, role: 'admin' });
  const root = await staffAccess(t, { storeId: store.id, role: 'root' });
  return { storeId: store.id, storeName: store.name, admin, root };
}

export const member = (t: TestApp, world: TeamWorld, role: Role): Promise<StaffFixture> =>
  staffAccess(t, { storeId: world.storeId, role });

type Headers = Record<string, string>;

export function teamCalls(t: TestApp) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: (headers: Headers) => inject('GET', teamRoutes.list.path, headers),
    invitations: (headers: Headers) => inject('GET', teamRoutes.invitations.path, headers),
    invite: (headers: Headers, body: object) => inject('POST', teamRoutes.invite.path, headers, body),
    revoke: (headers: Headers, id: string) => inject('DELETE', fillPath(teamRoutes.revokeInvitation.path, { id }), headers),
    update: (headers: Headers, powerId: string, body: object) =>
      inject('PUT', fillPath(teamRoutes.update.path, { powerId }), headers, body),
    changes: (headers: Headers, powerId?: string) =>
      inject('GET', `${teamRoutes.changes.path}${powerId ? `?power_id=${powerId}` : ''}`, headers),
    passwordReset: (headers: Headers, powerId: string) =>
      inject('POST', fillPath(teamRoutes.passwordReset.path, { powerId }), headers),
    viewInvitation: (token: string) => inject('GET', fillPath(teamRoutes.invitationView.path, { token })),
    accept: (token: string, body: object) => inject('POST', fillPath(teamRoutes.acceptInvitation.path, { token }), {}, body),
    viewReset: (token: string) => inject('GET', fillPath(teamRoutes.passwordResetView.path, { token })),
    useReset: (token: string, password: string) =>
      inject('POST', fillPath(teamRoutes.usePasswordReset.path, { token }), {}, { password }),
  };
}

/** The token at the end of a one-time link's URL. */
export const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** Invites through the API and answers the created invitation and its token. */
export async function invited(t: TestApp, headers: Headers, body: object) {
  const created = resultOf(teamRoutes.invite, await teamCalls(t).invite(headers, body));
  return { ...created, token: tokenOf(created.url) };
}

export const newEmail = () => `${randomUUID()}@comanda.test`;

export const statusAndCode = (res: LightMyRequestResponse) => {
  const body = res.json() as { error?: { code: string } };
  return [res.statusCode, body.error?.code];
};
