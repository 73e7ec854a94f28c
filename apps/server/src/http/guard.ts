import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deliveryStaffRoles, managerRoles, orderWorkerRoles, type Role, staffRoles } from '@comanda/contract/roles';
import type { Db } from '../db/database';
import { type AccessContext, type AuthContext, lookupToken } from '../modules/auth/token-lookup';
import { AppError, forbidden, unauthorized } from './app-error';

/**
 * Who may call a route. Every `/v1` route declares one (a test walks the route table):
 * - public: anyone;
 * - session: a signed-in user, with a session token or an access token;
 * - access: an access token for a store whose role is in `roles` (an empty list denies all).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'access'; roles: readonly Role[] };

export const allow = {
  public: { kind: 'public' } as const,
  session: { kind: 'session' } as const,
  roles: (...roles: Role[]): RouteAccess => ({ kind: 'access', roles }),
  managers: { kind: 'access', roles: managerRoles } as RouteAccess,
  /** Kitchen and counter: who works orders (DECISIONS.md "Roles"). */
  orderWorkers: { kind: 'access', roles: orderWorkerRoles } as RouteAccess,
  /** Order workers and riders: delivery and payment status. */
  deliveryStaff: { kind: 'access', roles: deliveryStaffRoles } as RouteAccess,
  staff: { kind: 'access', roles: staffRoles } as RouteAccess,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function deviceIdHeader(request: FastifyRequest): string | null {
  const value = request.headers['device-id'];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function registerGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  // onRequest, before validation: an anonymous caller learns nothing about the body shape.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/v1/')) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError('FORBIDDEN', 'Ruta sin declaracion de acceso');
    if (access.kind === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized('Falta el token');
    const auth = await lookupToken(db, token);
    if (!auth) throw unauthorized('Token invalido o vencido');
    if (auth.kind === 'access' && deviceIdHeader(request) !== auth.deviceId) {
      throw unauthorized('El acceso pertenece a otro dispositivo');
    }
    request.auth = auth;

    if (access.kind === 'session') return;
    if (auth.kind !== 'access') throw unauthorized('Se requiere un acceso a una tienda');
    if (!access.roles.includes(auth.role)) throw forbidden();
  });
}

/** The caller's store access; only callable in routes declared with `allow.roles(...)`. */
export function requireAccess(request: FastifyRequest): AccessContext {
  if (request.auth?.kind !== 'access') throw unauthorized('Se requiere un acceso a una tienda');
  return request.auth;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
