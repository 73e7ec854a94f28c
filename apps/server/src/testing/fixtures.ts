import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { fillPath } from '@comanda/contract/route';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../db/database';
import {
  type StoreRow,
  type UserRow,
  insertStore,
  insertUser,
  upsertPower,
} from '../modules/accounts/accounts.repository';
import { normaliseEmail } from '../modules/auth/email';
import { hashPassword, passwordNeedsRehash } from '../modules/auth/passwords';
import { resultOf } from './test-app';

/** Rows and tokens for API tests: a store, staff with a role, and their tokens, in a few lines. */

export const FIXTURE_PASSWORD = 'clave-de-prueba';

// argon2 is slow on purpose; tests hash each distinct password once per cost. Test files share a
// worker (isolate: false) and a few run at production's cost: a hash from another cost than the
// one in effect would be redone at every sign-in, so it is made again.
const hashes = new Map<string, Promise<string>>();
const cachedHash = async (password: string) => {
  const cached = hashes.get(password);
  if (cached && !passwordNeedsRehash(await cached)) return cached;
  const hash = hashPassword(password);
  hashes.set(password, hash);
  return hash;
};

export async function createStore(
  db: Db,
  { slug, name, timezone, logoUrl = null }: { slug: string; name?: string; timezone?: string; logoUrl?: string | null },
): Promise<StoreRow> {
  return insertStore(db, {
    id: randomUUID(),
    slug,
    name: name ?? `Tienda ${slug}`,
    timezone,
    logo_url: logoUrl,
    background_url: null,
    icon_url: null,
  });
}

export async function createUser(
  db: Db,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    phone?: string | null;
    active?: boolean;
  } = {},
): Promise<UserRow> {
  return insertUser(db, {
    id: randomUUID(),
    email: normaliseEmail(options.email ?? `${randomUUID()}@comanda.test`),
    first_name: options.firstName ?? 'Ana',
    last_name: options.lastName ?? 'Prueba',
    phone: options.phone ?? null,
    password_hash: await cachedHash(options.password ?? FIXTURE_PASSWORD),
    active: options.active ?? true,
  });
}

export async function grantPower(
  db: Db,
  { storeId, userId, role, active = true }: { storeId: string; userId: string; role: Role; active?: boolean },
): Promise<{ id: string }> {
  return upsertPower(db, { id: randomUUID(), store_id: storeId, user_id: userId, role, active });
}

/** Signs in through the API and answers the session token. */
export async function signInAs(app: FastifyInstance, email: string, password = FIXTURE_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: authRoutes.signIn.path,
    payload: { username: email, password },
  });
  return resultOf(authRoutes.signIn, res).token;
}

export interface AccessFixture {
  token: string;
  deviceId: string;
  /** Authorization and Device-Id, ready for `app.inject({headers})`. */
  headers: { authorization: string; 'device-id': string };
}

/** Registers a new device and asks for an access token to the power through the API. */
export async function accessFor(
  app: FastifyInstance,
  sessionToken: string,
  powerId: string,
  deviceId: string = randomUUID(),
): Promise<AccessFixture> {
  const device = await app.inject({
    method: 'PUT',
    url: fillPath(deviceRoutes.register.path, { deviceId }),
  });
  resultOf(deviceRoutes.register, device);
  const res = await app.inject({
    method: 'POST',
    url: authRoutes.access.path,
    headers: { authorization: `Bearer ${sessionToken}`, 'device-id': deviceId },
    payload: { power_id: powerId },
  });
  const { token } = resultOf(authRoutes.access, res);
  return { token, deviceId, headers: { authorization: `Bearer ${token}`, 'device-id': deviceId } };
}

export interface StaffFixture extends AccessFixture {
  user: UserRow;
  powerId: string;
  sessionToken: string;
}

/**
 * A new user with `role` in the store, signed in, with a live access token:
 * `const admin = await staffAccess(t, {storeId: store.id, role: 'admin'})`, then
 * `t.app.inject({..., headers: admin.headers})`.
 */
export async function staffAccess(
  t: { app: FastifyInstance; database: { db: Db } },
  { storeId, role, email }: { storeId: string; role: Role; email?: string },
): Promise<StaffFixture> {
  const user = await createUser(t.database.db, { email });
  const power = await grantPower(t.database.db, { storeId, userId: user.id, role });
  const sessionToken = await signInAs(t.app, user.email ?? '');
  const access = await accessFor(t.app, sessionToken, power.id);
  return { ...access, user, powerId: power.id, sessionToken };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
