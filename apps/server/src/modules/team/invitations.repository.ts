import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';

export interface InvitationRow {
  id: string;
  store_id: string;
  role: Role;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  expires_at: Date;
}

const invitationColumns = [
  'invitations.id',
  'invitations.role',
  'invitations.email',
  'invitations.phone',
  'invitations.first_name',
  'invitations.last_name',
  'invitations.created_at',
  'invitations.expires_at',
] as const;

export async function insertInvitation(
  trx: Db,
  values: Omit<InvitationRow, 'created_at'> & { token_hash: string; created_by_user_id: string },
): Promise<InvitationRow> {
  const row = await trx
    .insertInto('invitations')
    .values({ ...values, kind: 'invitation' })
    .returning([...invitationColumns, 'invitations.store_id'])
    .executeTakeFirstOrThrow();
  return { ...row, store_id: values.store_id };
}

/** Pending: neither accepted nor revoked, and not expired (the setup link is no invitation). */
function pending(db: Db, now: Date) {
  return db
    .selectFrom('invitations')
    .where('invitations.kind', '=', 'invitation')
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', now);
}

/** The store's pending invitations, newest first (the first LIST_MAX_LIMIT: a store has a handful). */
export function listPendingInvitations(
  db: Db,
  storeId: string,
  now: Date,
): Promise<Array<Omit<InvitationRow, 'store_id'> & { invited_by: string | null }>> {
  return pending(db, now)
    .leftJoin('users', 'users.id', 'invitations.created_by_user_id')
    .where('invitations.store_id', '=', storeId)
    .select([...invitationColumns, (eb) => eb.fn<string>('concat_ws', [eb.val(' '), 'users.first_name', 'users.last_name']).as('invited_by')])
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id')
    .limit(LIST_MAX_LIMIT)
    .execute();
}

export async function countPendingInvitations(db: Db, storeId: string, now: Date): Promise<number> {
  const row = await pending(db, now)
    .where('invitations.store_id', '=', storeId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PendingInvitation extends InvitationRow {
  store_name: string;
  store_slug: string;
  store_logo_url: string | null;
}

/** The pending invitation whose token has this hash, with its store. */
export function findPendingInvitationByHash(db: Db, tokenHash: string, now: Date): Promise<PendingInvitation | undefined> {
  return pending(db, now)
    .innerJoin('stores', 'stores.id', 'invitations.store_id')
    .where('invitations.token_hash', '=', tokenHash)
    .select([
      ...invitationColumns,
      'stores.id as store_id',
      'stores.name as store_name',
      'stores.slug as store_slug',
      'stores.logo_url as store_logo_url',
    ])
    .executeTakeFirst();
}

/**
 * Marks the invitation accepted only if it is still pending: of two accepts at once, the second
 * waits for the first's row lock, then finds it accepted and changes nothing (undefined).
 */
export async function claimInvitation(trx: Db, id: string, now: Date): Promise<{ id: string } | undefined> {
  return trx
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('kind', '=', 'invitation')
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
}

export async function setAcceptedPower(trx: Db, id: string, powerId: string): Promise<void> {
  await trx.updateTable('invitations').set({ accepted_power_id: powerId }).where('id', '=', id).execute();
}

/** Revokes a pending (not accepted, not revoked) invitation of the store; undefined otherwise. */
export function revokeInvitation(trx: Db, storeId: string, id: string, now: Date): Promise<InvitationRow | undefined> {
  return trx
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('kind', '=', 'invitation')
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning([...invitationColumns, 'invitations.store_id'])
    .executeTakeFirst() as Promise<InvitationRow | undefined>;
}
