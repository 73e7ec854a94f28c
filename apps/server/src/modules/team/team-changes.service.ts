import { type TeamChange, TeamChangeKind, type TeamChangeList } from '@comanda/contract/team';
import type { Db } from '../../db/database';
import { countTeamChanges, listTeamChanges, type TeamChangeRow } from './team-changes.repository';

function toTeamChange(row: TeamChangeRow): TeamChange {
  const aboutInvitation = row.field === 'invitation';
  return {
    seq: row.seq,
    at: row.created_at.toISOString(),
    kind: TeamChangeKind.parse(row.kind),
    power_id: aboutInvitation ? row.accepted_power_id : row.subject_id,
    invitation_id: aboutInvitation ? row.subject_id : null,
    subject: row.reason ?? '',
    from: row.from_value,
    to: row.to_value,
    actor: { kind: row.actor_kind, user_id: row.actor_user_id, name: row.actor_name },
  };
}

/** The team's history, newest first: who did what, when, to whom. */
export async function listChanges(
  db: Db,
  storeId: string,
  query: { power_id?: string; limit: number; skip: number },
): Promise<TeamChangeList> {
  const page = { limit: query.limit, skip: query.skip };
  const [rows, count] = await Promise.all([
    listTeamChanges(db, storeId, { powerId: query.power_id, ...page }),
    countTeamChanges(db, storeId, query.power_id),
  ]);
  return { data: rows.map(toTeamChange), count, ...page };
}
