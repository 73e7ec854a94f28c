import type { ChangePasswordBody, UpdateMeBody, UserSummary } from '@comanda/contract/auth';
import { normalisePhone } from '@comanda/contract/phone';
import type { Db } from '../../db/database';
import { AppError, unauthorized } from '../../http/app-error';
import { findUserById, updateUserPasswordHash } from '../accounts/user-credentials.service';
import { updateUserProfile } from './auth.repository';
import { checkNewPassword } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { endSessionsOfUser } from './sessions.service';
import { type AccountSignInLimiter, tooManySignInAttempts } from './sign-in-limits';
import type { AuthContext } from './token-lookup';

/** 'Mi cuenta': what signed-in users change of their own account. */
export interface OwnAccountService {
  changePassword(auth: AuthContext, body: ChangePasswordBody, now?: Date): Promise<void>;
  updateMe(auth: AuthContext, body: UpdateMeBody): Promise<UserSummary>;
  signOutEverywhere(auth: AuthContext, now?: Date): Promise<void>;
}

/** The limiter's key for an account without an email (made by the CLI before emails were required). */
const limiterAccount = (user: { id: string; email: string | null }) => user.email ?? `user:${user.id}`;

export function createOwnAccountService({ db, limiter }: { db: Db; limiter: AccountSignInLimiter }): OwnAccountService {
  return {
    async changePassword(auth, { current_password, new_password }, now = new Date()) {
      checkNewPassword('body.new_password', new_password);
      const user = await findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      // The current password is guessed no faster here than at the sign-in (a stolen session must not help).
      const account = limiterAccount(user);
      const blockedUntil = await limiter.reserveAttempt(account, now);
      if (blockedUntil) throw tooManySignInAttempts(blockedUntil.getTime() - now.getTime());
      if (!(await verifyPassword(user.password_hash, current_password))) throw new AppError('USER:PASSWORD:WRONG');
      await limiter.clear(account);

      const passwordHash = await hashPassword(new_password);
      await db.transaction().execute(async (trx) => {
        await updateUserPasswordHash(trx, user.id, passwordHash);
        await endSessionsOfUser(trx, user.id, now, auth.sessionId);
      });
    },

    async updateMe(auth, body) {
      const phone = body.phone ? normalisePhone(body.phone) : null;
      if (body.phone && !phone) throw new AppError('VO:PHONE:INVALID');
      const user = await updateUserProfile(db, auth.userId, { first_name: body.first_name, last_name: body.last_name, phone });
      if (!user) throw unauthorized();
      return user;
    },

    async signOutEverywhere(auth, now = new Date()) {
      await endSessionsOfUser(db, auth.userId, now);
    },
  };
}
