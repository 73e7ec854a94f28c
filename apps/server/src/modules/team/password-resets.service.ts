import { randomUUID } from 'node:crypto';
import { type OneTimeLink, PASSWORD_RESET_TTL_MS, type PasswordResetView } from '@comanda/contract/team';
import { AppError, forbidden } from '../../http/app-error';
import { updateUserPasswordHash } from '../accounts/user-credentials.service';
import { checkNewPassword } from '../auth/password-rules';
import { hashPassword } from '../auth/passwords';
import { endSessionsOfUser } from '../auth/sessions.service';
import type { AccountSignInLimiter } from '../auth/sign-in-limits';
import type { AccessContext } from '../auth/token-lookup';
import { appendStoreEvents, userActor } from '../events/store-events.service';
import { getStoreInfo } from '../store/info/info.service';
import type { Db } from '../../db/database';
import type { TeamLinkDeps } from './invitations.service';
import {
  claimReset,
  countManagerPowersBeyondCaller,
  findUsableResetByHash,
  insertPasswordReset,
  revokeUnusedResetsOfUser,
  type UsableReset,
} from './password-resets.repository';
import { findStoreMember, memberSubject } from './team-members.service';
import { teamEvent } from './team-events';
import { linkTokenHash, linkUrl, newLinkToken, PASSWORD_RESET_PATH } from './team-links';
import { emailLinkIfConfigured, passwordResetMail } from './team-mail';
import { checkMayManage } from './team-rules';

const resetNotFound = () => new AppError('NOT_FOUND', 'El enlace no existe, ya se usó o venció');

/**
 * A one-time link (24 hours) for a member of the caller's store to choose a new password. Refused
 * (403) for a root when the caller is an admin, and for anyone who runs another store where the
 * caller does not: nobody takes over another store's manager.
 */
export async function createPasswordReset(
  { db, publicUrl, mailer, log }: TeamLinkDeps,
  caller: AccessContext,
  powerId: string,
  now = new Date(),
): Promise<OneTimeLink> {
  const member = await findStoreMember(db, caller.storeId, powerId);
  checkMayManage(caller.role, member.role);
  if ((await countManagerPowersBeyondCaller(db, member.user_id, caller.userId)) > 0) throw forbidden();

  const { token, hash } = newLinkToken();
  const reset = await db.transaction().execute(async (trx) => {
    await revokeUnusedResetsOfUser(trx, member.user_id, now);
    const row = await insertPasswordReset(trx, {
      id: randomUUID(),
      user_id: member.user_id,
      store_id: caller.storeId,
      power_id: member.power_id,
      token_hash: hash,
      created_by_user_id: caller.userId,
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const event = teamEvent('team:password_reset:created', memberSubject(member));
    await appendStoreEvents(trx, caller.storeId, await userActor(trx, caller.userId), [event]);
    return row;
  });

  const url = linkUrl(publicUrl, PASSWORD_RESET_PATH, token);
  const emailed = await emailLinkIfConfigured(
    mailer,
    member.email,
    async (to) => passwordResetMail({ to, firstName: member.first_name, storeName: (await getStoreInfo(db, caller.storeId)).name, url }),
    log,
  );
  return { url, expires_at: reset.expires_at.toISOString(), emailed };
}

async function usableReset(db: Db, token: string, now: Date): Promise<UsableReset> {
  const reset = await findUsableResetByHash(db, linkTokenHash(token), now);
  if (!reset) throw resetNotFound();
  return reset;
}

export async function viewPasswordReset(db: Db, token: string, now = new Date()): Promise<PasswordResetView> {
  const reset = await usableReset(db, token, now);
  return { first_name: reset.first_name, email: reset.email, expires_at: reset.expires_at.toISOString() };
}

/**
 * Sets the new password, ends every session of the user and uses the link up, in one
 * transaction; the sign-in failures of the account are forgotten, so a locked-out member can
 * sign in at once.
 */
export async function usePasswordReset(
  { db, limiter }: { db: Db; limiter: AccountSignInLimiter },
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  const reset = await usableReset(db, token, now);
  checkNewPassword('body.password', password);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await claimReset(trx, reset.id, now))) throw resetNotFound();
    await updateUserPasswordHash(trx, reset.user_id, passwordHash);
    await endSessionsOfUser(trx, reset.user_id, now);
    const name = `${reset.first_name} ${reset.last_name}`.trim();
    const event = teamEvent('team:password_reset:used', { field: 'power', id: reset.power_id, name });
    await appendStoreEvents(trx, reset.store_id, { kind: 'user', userId: reset.user_id, name }, [event]);
  });
  if (reset.email) await limiter.clear(reset.email);
}
