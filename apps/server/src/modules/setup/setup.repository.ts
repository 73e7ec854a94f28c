import type { Db } from '../../db/database';

/** The setup link (an `invitations` row of kind 'setup'): a fresh installation's one way in. */
export interface SetupLinkRow {
  id: string;
  expires_at: Date;
}

export async function insertSetupLink(db: Db, values: { id: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      id: values.id,
      kind: 'setup',
      store_id: null,
      role: 'root',
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Revokes every setup link not used yet: only the last one printed works. */
export async function revokeUnusedSetupLinks(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('kind', '=', 'setup')
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The setup link with that token hash while it can still be used (not used, revoked or expired).
 * `lock` keeps the row until the transaction ends, so two setups with one link cannot both pass.
 */
export async function findUsableSetupLink(
  db: Db,
  tokenHash: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<SetupLinkRow | undefined> {
  let query = db
    .selectFrom('invitations')
    .select(['id', 'expires_at'])
    .where('kind', '=', 'setup')
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markSetupLinkUsed(db: Db, id: string, powerId: string, now: Date): Promise<void> {
  await db.updateTable('invitations').set({ accepted_at: now, accepted_power_id: powerId }).where('id', '=', id).execute();
}
