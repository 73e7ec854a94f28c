import { randomUUID } from 'node:crypto';
import { SESSION_TTL_MS, type TokenResponse } from '@comanda/contract/auth';
import type { Db } from '../../db/database';
import { insertSession, revokeSessionsOfUser } from './auth.repository';
import { newToken } from './tokens';

/*
 * Sessions as other calls open and end them: a sign-in, an accepted invitation and the first
 * setup open one the same way; a password reset, a password change and 'Cerrar sesión en todos
 * los dispositivos' end them.
 */

/** A new 30-day session for the user: the token is answered once, only its hash is kept. */
export async function openSession(db: Db, userId: string, now = new Date()): Promise<TokenResponse> {
  const { token, hash } = newToken();
  const session = await insertSession(db, {
    id: randomUUID(),
    user_id: userId,
    token_hash: hash,
    expired_at: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, expired_at: session.expired_at.toISOString() };
}

/**
 * Ends every session of the user and every access made from them, at once (the guard checks
 * tokens on every request), except the caller's own session `keepSessionId` when given.
 */
export function endSessionsOfUser(db: Db, userId: string, now = new Date(), keepSessionId: string | null = null): Promise<void> {
  return revokeSessionsOfUser(db, userId, now, keepSessionId);
}
