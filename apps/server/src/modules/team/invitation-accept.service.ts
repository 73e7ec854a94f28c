import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@comanda/contract/auth';
import { normalisePhone } from '@comanda/contract/phone';
import type { AcceptInvitationBody } from '@comanda/contract/team';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/app-error';
import { findUserByEmail } from '../accounts/user-credentials.service';
import { checkNewPassword } from '../auth/password-rules';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { openSession } from '../auth/sessions.service';
import { type AccountSignInLimiter, tooManySignInAttempts } from '../auth/sign-in-limits';
import type { EventActor } from '../events/store-event';
import { appendStoreEvents } from '../events/store-events.service';
import { claimInvitation, type PendingInvitation, setAcceptedPower } from './invitations.repository';
import { invitationNotFound, pendingInvitation } from './invitations.service';
import { teamEvent } from './team-events';
import { findPowerInStore, insertJoiningUser, insertPower, reactivatePower } from './team-joining.repository';

type AcceptBody = z.output<typeof AcceptInvitationBody>;

export interface AcceptDeps {
  db: Db;
  /** The sign-in's per-account limiter: an existing account's password is guessed no faster here. */
  limiter: AccountSignInLimiter;
}

/**
 * Accepts an invitation and answers a new session, as a sign-in does. A new email makes the
 * user; an email with an account must bring its password and gets the store added (an old,
 * inactive power of the store comes back with the invited role). The link works once: it is
 * claimed with a conditional update inside the transaction, so of two accepts at once one wins
 * and the other answers 404 like any used link.
 */
export async function acceptInvitation(deps: AcceptDeps, token: string, body: AcceptBody, now = new Date()): Promise<TokenResponse> {
  const invitation = await pendingInvitation(deps.db, token, now);
  const account = await findUserByEmail(deps.db, body.email);
  return account ? joinWithAccount(deps, invitation, account, body.password, now) : joinAsNewUser(deps.db, invitation, body, now);
}

const required = (field: string) => badRequest(`Error en los parametros: body.${field}: requerido`);

async function joinAsNewUser(db: Db, invitation: PendingInvitation, body: AcceptBody, now: Date): Promise<TokenResponse> {
  if (!body.first_name) throw required('first_name');
  if (!body.last_name) throw required('last_name');
  checkNewPassword('body.password', body.password);
  const phone = body.phone ? normalisePhone(body.phone) : null;
  if (body.phone && !phone) throw new AppError('VO:PHONE:INVALID');
  const passwordHash = await hashPassword(body.password);
  const { first_name: firstName, last_name: lastName } = body;

  return db.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, invitation.id, now))) throw invitationNotFound();
    const user = await insertJoiningUser(trx, {
      id: randomUUID(),
      email: body.email,
      first_name: firstName,
      last_name: lastName,
      phone,
      password_hash: passwordHash,
    });
    if (!user) throw new AppError('CONFLICT', 'Ya existe una cuenta con ese email: ingresá con su contraseña');
    const powerId = randomUUID();
    await insertPower(trx, { id: powerId, store_id: invitation.store_id, user_id: user.id, role: invitation.role });
    const name = `${firstName} ${lastName}`;
    return finishJoining(trx, invitation, powerId, { kind: 'user', userId: user.id, name }, now);
  });
}

async function joinWithAccount(
  { db, limiter }: AcceptDeps,
  invitation: PendingInvitation,
  account: { id: string; email: string | null; first_name: string; last_name: string; password_hash: string; active: boolean },
  password: string,
  now: Date,
): Promise<TokenResponse> {
  const limiterKey = account.email ?? `user:${account.id}`;
  const blockedUntil = await limiter.reserveAttempt(limiterKey, now);
  if (blockedUntil) throw tooManySignInAttempts(blockedUntil.getTime() - now.getTime());
  if (!(await verifyPassword(account.password_hash, password)) || !account.active) {
    throw new AppError('USER:CREDENTIALS:INVALID');
  }
  await limiter.clear(limiterKey);

  return db.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, invitation.id, now))) throw invitationNotFound();
    const power = await findPowerInStore(trx, invitation.store_id, account.id);
    if (power?.active) throw new AppError('TEAM:ALREADY_MEMBER');
    const powerId = power?.id ?? randomUUID();
    if (power) await reactivatePower(trx, power.id, invitation.role);
    else await insertPower(trx, { id: powerId, store_id: invitation.store_id, user_id: account.id, role: invitation.role });
    const name = `${account.first_name} ${account.last_name}`.trim();
    return finishJoining(trx, invitation, powerId, { kind: 'user', userId: account.id, name }, now);
  });
}

/** Links the invitation to the power, opens the session and records who joined, as the last write. */
async function finishJoining(
  trx: Db,
  invitation: PendingInvitation,
  powerId: string,
  person: EventActor,
  now: Date,
): Promise<TokenResponse> {
  await setAcceptedPower(trx, invitation.id, powerId);
  const session = await openSession(trx, person.userId as string, now);
  const event = teamEvent('team:joined', { field: 'power', id: powerId, name: person.name }, { to: invitation.role });
  await appendStoreEvents(trx, invitation.store_id, person, [event]);
  return session;
}
