import { randomUUID } from 'node:crypto';
import {
  ACCESS_TTL_MS,
  type Credentials,
  type PowersList,
  type SignInBody,
  type TokenResponse,
} from '@comanda/contract/auth';
import { Uuid } from '@comanda/contract/common';
import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import type { Db } from '../../db/database';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../http/app-error';
import { findUserByEmail, findUserById, updateUserPasswordHash } from '../accounts/user-credentials.service';
import { findDevice } from '../devices/devices.service';
import {
  countActivePowersOfUser,
  findAccessById,
  findPowerById,
  findSessionById,
  insertAccess,
  listActivePowersOfUser,
  revokeSessionAndAccesses,
  touchPowerLastAccess,
} from './auth.repository';
import { normaliseEmail } from './email';
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';
import { type AccountSignInLimiter, tooManySignInAttempts } from './sign-in-limits';
import { openSession } from './sessions.service';
import type { AuthContext } from './token-lookup';
import { newToken } from './tokens';

export interface AuthService {
  signIn(body: SignInBody, now?: Date): Promise<TokenResponse>;
  signOut(auth: AuthContext, now?: Date): Promise<void>;
  listPowers(auth: AuthContext): Promise<PowersList>;
  requestAccess(auth: AuthContext, powerId: string, deviceId: string | null, now?: Date): Promise<TokenResponse>;
  credentials(auth: AuthContext): Promise<Credentials>;
}

export function createAuthService({ db, limiter }: { db: Db; limiter: AccountSignInLimiter }): AuthService {
  return {
    async signIn({ username, password }, now = new Date()) {
      const account = normaliseEmail(username);
      // The attempt is taken (as a failure) before the check, so parallel guesses cannot all pass.
      const blockedUntil = await limiter.reserveAttempt(account, now);
      if (blockedUntil) throw tooManySignInAttempts(blockedUntil.getTime() - now.getTime());

      const user = await findUserByEmail(db, account);
      // An unknown email is checked against a dummy hash, so it answers as slowly as a wrong password.
      const passwordMatches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !passwordMatches || !user.active) throw new AppError('USER:CREDENTIALS:INVALID');
      await limiter.clear(account);
      if (passwordNeedsRehash(user.password_hash)) {
        await updateUserPasswordHash(db, user.id, await hashPassword(password));
      }

      return openSession(db, user.id, now);
    },

    async signOut(auth, now = new Date()) {
      await revokeSessionAndAccesses(db, auth.sessionId, now);
    },

    async listPowers(auth) {
      // A user holds a handful of powers: they all come in one page.
      const page = { limit: LIST_MAX_LIMIT, skip: 0 };
      const [rows, count] = await Promise.all([
        listActivePowersOfUser(db, auth.userId, page),
        countActivePowersOfUser(db, auth.userId),
      ]);
      const data = rows.map((row) => ({
        id: row.id,
        role: row.role,
        active: row.active,
        created_at: row.created_at.toISOString(),
        store: { id: row.store_id, name: row.store_name, slug: row.store_slug, logo_url: row.store_logo_url },
        user: {
          id: row.user_id,
          first_name: row.user_first_name,
          last_name: row.user_last_name,
          email: row.user_email,
          phone: row.user_phone,
        },
      }));
      return { data, count, ...page };
    },

    async requestAccess(auth, powerId, deviceId, now = new Date()) {
      if (!deviceId || !Uuid.safeParse(deviceId).success) {
        throw badRequest('Error en los parametros: falta el encabezado Device-Id (uuid del dispositivo)');
      }
      if (!(await findDevice(db, deviceId))) {
        throw badRequest('Error en los parametros: el dispositivo del encabezado Device-Id no esta registrado');
      }
      const power = await findPowerById(db, powerId);
      if (!power || power.user_id !== auth.userId) throw notFound('Poder');
      if (!power.active) throw forbidden();
      const session = await findSessionById(db, auth.sessionId);
      if (!session) throw unauthorized();

      const { token, hash } = newToken();
      await touchPowerLastAccess(db, power.id, now);
      // An access never outlives its session.
      const expiredAt = Math.min(now.getTime() + ACCESS_TTL_MS, session.expired_at.getTime());
      const access = await insertAccess(db, {
        id: randomUUID(),
        session_id: auth.sessionId,
        power_id: power.id,
        device_id: deviceId,
        token_hash: hash,
        expired_at: new Date(expiredAt),
      });
      return { token, expired_at: access.expired_at.toISOString() };
    },

    async credentials(auth) {
      const [user, session, access] = await Promise.all([
        findUserById(db, auth.userId),
        findSessionById(db, auth.sessionId),
        auth.kind === 'access' ? findAccessById(db, auth.accessId) : Promise.resolve(undefined),
      ]);
      if (!user || !session) throw unauthorized();
      return {
        user: {
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone: user.phone,
        },
        session: {
          id: session.id,
          created_at: session.created_at.toISOString(),
          expired_at: session.expired_at.toISOString(),
        },
        ...(access
          ? {
              access: {
                id: access.id,
                store_id: access.store_id,
                role: access.role,
                created_at: access.created_at.toISOString(),
                expired_at: access.expired_at.toISOString(),
              },
            }
          : {}),
      };
    },
  };
}
