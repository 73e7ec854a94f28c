import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@comanda/contract/auth';
import { SETUP_TTL_MS, type SetupBody } from '@comanda/contract/team';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { createUser, hasAnyUser } from '../accounts/accounts.service';
import { createStoreWithRoot, recordStoreCreated } from '../accounts/new-store.service';
import { checkNewPassword } from '../auth/password-rules';
import { openSession } from '../auth/sessions.service';
import { hashToken, newToken } from '../auth/tokens';
import { findUsableSetupLink, insertSetupLink, markSetupLinkUsed, revokeUnusedSetupLinks } from './setup.repository';

/*
 * The first start of a real store (DEMO=false, or PostgreSQL): with no user in the database the
 * server prints a one-time link that creates the first store and its root, so nobody needs the
 * CLI to begin. The link works only while the installation is empty.
 */

export interface SetupLink {
  url: string;
  expiresAt: Date;
}

/**
 * When the database has no user: a new setup link (the older unused ones stop working, since
 * only their hash is kept and nobody could print them again); null otherwise.
 */
export async function issueSetupLinkIfEmpty(db: Db, publicUrl: string, now = new Date()): Promise<SetupLink | null> {
  if (await hasAnyUser(db)) return null;
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await revokeUnusedSetupLinks(trx, now);
    await insertSetupLink(trx, { id: randomUUID(), tokenHash: hash, expiresAt });
  });
  return { url: `${publicUrl}/configuracion-inicial/${token}`, expiresAt };
}

/** The one line the server prints with the link (printed when made, so it has its whole 7 days). */
export function setupLinkNotice(link: SetupLink): string {
  const days = Math.round(SETUP_TTL_MS / (24 * 60 * 60 * 1000));
  return `Configuración inicial: abrí ${link.url} para crear la tienda y su usuario root (sirve una sola vez y vence en ${days} días).`;
}

/** Unknown, used, revoked, expired, or an installation that already has users: 404 for all. */
export async function viewSetupLink(db: Db, token: string, now = new Date()): Promise<{ expires_at: string }> {
  const link = await findUsableSetupLink(db, hashToken(token), now);
  if (!link || (await hasAnyUser(db))) throw notFound();
  return { expires_at: link.expires_at.toISOString() };
}

/**
 * Creates the first user, the store and the user's root power there, uses up the link and opens
 * a session, in one transaction: a refusal (a taken slug, a bad time zone or phone) leaves the
 * link usable and nothing written.
 */
export async function completeSetup(
  db: Db,
  token: string,
  body: z.output<typeof SetupBody>,
  now = new Date(),
): Promise<TokenResponse> {
  return db.transaction().execute(async (trx) => {
    // Locked: a second request with the same link waits, then finds it used.
    const link = await findUsableSetupLink(trx, hashToken(token), now, { lock: true });
    if (!link || (await hasAnyUser(trx))) throw notFound();
    checkNewPassword('password', body.password);
    const user = await createUser(trx, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? null,
      password: body.password,
    });
    const { store, power } = await createStoreWithRoot(trx, body.store, user.id);
    await markSetupLinkUsed(trx, link.id, power.id, now);
    const session = await openSession(trx, user.id, now);
    const name = `${user.first_name} ${user.last_name}`;
    await recordStoreCreated(trx, store.id, { powerId: power.id, userId: user.id, name });
    return session;
  });
}
