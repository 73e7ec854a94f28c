import { randomUUID } from 'node:crypto';
import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import { normalisePhone } from '@comanda/contract/phone';
import {
  type CreatedInvitation,
  INVITATION_TTL_MS,
  type InvitationView,
  type TeamInvitationList,
} from '@comanda/contract/team';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { NewInvitationBody } from '@comanda/contract/team';
import { getStoreInfo } from '../store/info/info.service';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AccessContext } from '../auth/token-lookup';
import { appendStoreEvents, userActor } from '../events/store-events.service';
import type { Mailer } from '../mail/mailer';
import {
  countPendingInvitations,
  findPendingInvitationByHash,
  insertInvitation,
  listPendingInvitations,
  type PendingInvitation,
  revokeInvitation as revokePendingInvitation,
} from './invitations.repository';
import { personName, teamEvent } from './team-events';
import { INVITATION_PATH, linkTokenHash, linkUrl, newLinkToken } from './team-links';
import { emailLinkIfConfigured, invitationMail } from './team-mail';
import { checkMayGrant } from './team-rules';

export interface TeamLinkDeps {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type ParsedInvitation = z.output<typeof NewInvitationBody>;

/** An invitation is refused, like a forged link, in one way whatever the reason. */
export const invitationNotFound = () => new AppError('NOT_FOUND', 'La invitación no existe, ya se usó o venció');

export function invitationSubject(invitation: { id: string } & Parameters<typeof personName>[0]) {
  return { field: 'invitation' as const, id: invitation.id, name: personName(invitation) };
}

/** A one-time link to join the caller's store with `role`, valid 7 days; emailed when it can be. */
export async function invite(
  { db, publicUrl, mailer, log }: TeamLinkDeps,
  caller: AccessContext,
  body: ParsedInvitation,
  now = new Date(),
): Promise<CreatedInvitation> {
  checkMayGrant(caller.role, body.role);
  const phone = body.phone ? normalisePhone(body.phone) : null;
  if (body.phone && !phone) throw new AppError('VO:PHONE:INVALID');
  const { token, hash } = newLinkToken();
  const invitation = await db.transaction().execute(async (trx) => {
    const row = await insertInvitation(trx, {
      id: randomUUID(),
      store_id: caller.storeId,
      role: body.role,
      email: body.email ?? null,
      phone,
      first_name: body.first_name ?? null,
      last_name: body.last_name ?? null,
      token_hash: hash,
      created_by_user_id: caller.userId,
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    const event = teamEvent('team:invited', invitationSubject(row), { to: row.role });
    await appendStoreEvents(trx, caller.storeId, await userActor(trx, caller.userId), [event]);
    return row;
  });

  const url = linkUrl(publicUrl, INVITATION_PATH, token);
  const emailed = await emailLinkIfConfigured(
    mailer,
    invitation.email,
    async (to) =>
      invitationMail({ to, storeName: (await getStoreInfo(db, caller.storeId)).name, role: invitation.role, invitedBy: caller.userName, url }),
    log,
  );
  return { id: invitation.id, role: invitation.role, url, expires_at: invitation.expires_at.toISOString(), emailed };
}

export async function listInvitations(db: Db, storeId: string, now = new Date()): Promise<TeamInvitationList> {
  const [rows, count] = await Promise.all([listPendingInvitations(db, storeId, now), countPendingInvitations(db, storeId, now)]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      role: row.role,
      email: row.email,
      phone: row.phone,
      first_name: row.first_name,
      last_name: row.last_name,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      invited_by: row.invited_by?.trim() || 'Usuario',
    })),
    count,
    limit: LIST_MAX_LIMIT,
    skip: 0,
  };
}

/** Revokes a pending invitation of the caller's store (404 for another store's, or one already used). */
export function revokeInvitation(db: Db, caller: AccessContext, id: string, now = new Date()): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await revokePendingInvitation(trx, caller.storeId, id, now);
    if (!row) throw invitationNotFound();
    const event = teamEvent('team:invitation:revoked', invitationSubject(row), { from: row.role });
    await appendStoreEvents(trx, caller.storeId, await userActor(trx, caller.userId), [event]);
  });
}

/** The pending invitation a link's token names; 404 the same way for unknown, used, revoked or expired. */
export async function pendingInvitation(db: Db, token: string, now = new Date()): Promise<PendingInvitation> {
  const invitation = await findPendingInvitationByHash(db, linkTokenHash(token), now);
  if (!invitation) throw invitationNotFound();
  return invitation;
}

export async function viewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationView> {
  const invitation = await pendingInvitation(db, token, now);
  return {
    store: { name: invitation.store_name, slug: invitation.store_slug, logo_url: invitation.store_logo_url },
    role: invitation.role,
    expires_at: invitation.expires_at.toISOString(),
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone: invitation.phone,
  };
}
