import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import { hashToken } from './tokens';

export interface SessionContext {
  kind: 'session';
  userId: string;
  sessionId: string;
}

export interface AccessContext {
  kind: 'access';
  userId: string;
  sessionId: string;
  accessId: string;
  powerId: string;
  storeId: string;
  role: Role;
  deviceId: string;
}

export type AuthContext = SessionContext | AccessContext;

/**
 * Resolves a bearer token to who is calling, or null. Checked on every request, so a revoked
 * session, an expired token, or a deactivated user or power stop working at once.
 */
export async function lookupToken(db: Db, token: string, now = new Date()): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const access = await db
    .selectFrom('accesses')
    .innerJoin('sessions', 'sessions.id', 'accesses.session_id')
    .innerJoin('powers', 'powers.id', 'accesses.power_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'accesses.id as accessId',
      'accesses.device_id as deviceId',
      'sessions.id as sessionId',
      'users.id as userId',
      'powers.id as powerId',
      'powers.store_id as storeId',
      'powers.role as role',
    ])
    .where('accesses.token_hash', '=', hash)
    .where('accesses.revoked_at', 'is', null)
    .where('accesses.expired_at', '>', now)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expired_at', '>', now)
    .where('powers.active', '=', true)
    .where('users.active', '=', true)
    .executeTakeFirst();
  if (access) return { kind: 'access', ...access };

  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id as userId'])
    .where('sessions.token_hash', '=', hash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expired_at', '>', now)
    .where('users.active', '=', true)
    .executeTakeFirst();
  return session ? { kind: 'session', ...session } : null;
}
