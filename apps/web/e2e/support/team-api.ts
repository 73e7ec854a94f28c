import { randomUUID } from 'node:crypto';
import type { Power, PowersList, TokenResponse } from '@comanda/contract/auth';
import type { CreatedInvitation, OneTimeLink } from '@comanda/contract/team';
import { serverUrl } from './server-url';
import { DEMO_PASSWORD, demoStores, demoUsers } from './session';
import type { DemoStore, DemoUser } from './session';

interface CallOptions {
  token?: string;
  body?: unknown;
}

/** The test's own device, registered on its first call (an access needs one, as in the app). */
const deviceId = randomUUID();
let deviceRegistered: Promise<Response> | undefined;

/** One API call from the test itself (no page): answers the envelope's result, throws on a refusal. */
export async function apiCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, { token, body }: CallOptions = {}): Promise<T> {
  deviceRegistered ??= fetch(`${serverUrl()}/v1/devices/${deviceId}`, { method: 'PUT' });
  await deviceRegistered;
  const response = await fetch(`${serverUrl()}${path}`, {
    method,
    headers: {
      'Device-Id': deviceId,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return (JSON.parse(text) as { result: T }).result;
}

/** A session and the access to one store of a user, as the app would get them. */
export async function accessAs(email: string, password: string, store: DemoStore): Promise<{ access: string; power: Power }> {
  const session = await apiCall<TokenResponse>('POST', '/v1/backoffice/auth/sign_in', { body: { username: email, password } });
  const powers = await apiCall<PowersList>('GET', '/v1/backoffice/auth/powers', { token: session.token });
  const power = powers.data.find((candidate) => candidate.store.name === demoStores[store]);
  if (!power) throw new Error(`${email} has no power in ${store}`);
  const access = await apiCall<TokenResponse>('POST', '/v1/backoffice/auth/access', {
    token: session.token,
    body: { power_id: power.id },
  });
  return { access: access.token, power };
}

/** The token at the end of a one-time link's url. */
export const linkToken = (link: OneTimeLink): string => new URL(link.url).pathname.split('/').pop() ?? '';

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A member of its own for a test, invited by a demo admin and accepted through the API: a test may
 * change its password or name without touching the demo users other test files sign in as.
 */
export async function inviteNewMember(by: DemoUser = 'admin', store: DemoStore = 'centro'): Promise<NewMember> {
  const { access } = await accessAs(demoUsers[by], DEMO_PASSWORD, store);
  const invitation = await apiCall<CreatedInvitation>('POST', '/v1/backoffice/team/invitations', {
    token: access,
    body: { role: 'operator' },
  });
  const member = {
    email: `cuenta-${randomUUID().slice(0, 8)}@comanda.test`,
    password: 'primera-clave-9',
    firstName: 'Lucía',
    lastName: 'Paz',
  };
  await apiCall('POST', `/v1/invitations/${linkToken(invitation)}/accept`, {
    body: { first_name: member.firstName, last_name: member.lastName, email: member.email, password: member.password },
  });
  return member;
}
