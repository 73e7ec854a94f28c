import type { TeamList, TeamMember, UpdateMemberBody } from '@comanda/contract/team';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { AccessContext } from '../auth/token-lookup';
import type { NewStoreEvent } from '../events/store-event';
import { appendStoreEvents, userActor } from '../events/store-events.service';
import { personName, teamEvent, type TeamSubject } from './team-events';
import {
  countMembers,
  countOtherStoreRunners,
  findMember,
  listMembers,
  lockStoreTeam,
  type MemberRow,
  revokeAccessesOfPower,
  updatePower,
} from './team-members.repository';
import { checkMayGrant, checkMayManage, runsTheStore } from './team-rules';

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    power_id: row.power_id,
    role: row.role,
    active: row.active,
    created_at: row.created_at.toISOString(),
    last_access_at: row.last_access_at?.toISOString() ?? null,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email, phone: row.phone },
  };
}

export const memberSubject = (row: MemberRow): TeamSubject => ({ field: 'power', id: row.power_id, name: personName(row) });

export async function listTeam(db: Db, storeId: string, page: { limit: number; skip: number }): Promise<TeamList> {
  const [rows, count] = await Promise.all([listMembers(db, storeId, page), countMembers(db, storeId)]);
  return { data: rows.map(toTeamMember), count, ...page };
}

/** A member of the caller's store (404 for another store's power), for the rules of resets. */
export async function findStoreMember(db: Db, storeId: string, powerId: string): Promise<MemberRow> {
  const row = await findMember(db, storeId, powerId);
  if (!row) throw notFound('Miembro');
  return row;
}

/**
 * Changes a member's role or turns the power off or on again. Under the store's lock, so the
 * last active admin or root is kept even when two managers demote each other at once;
 * deactivating ends the power's access tokens in the same transaction, and the team event it
 * records makes open streams check their token again at once (events/event-stream.ts).
 */
export function updateMember(
  db: Db,
  caller: AccessContext,
  powerId: string,
  body: UpdateMemberBody,
  now = new Date(),
): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    await lockStoreTeam(trx, caller.storeId);
    const before = await findStoreMember(trx, caller.storeId, powerId);
    checkMayManage(caller.role, before.role);
    const role = body.role ?? before.role;
    const active = body.active ?? before.active;
    if (body.role) checkMayGrant(caller.role, body.role);
    if (role === before.role && active === before.active) return toTeamMember(before);

    const keepsRunning = runsTheStore({ role, active, userActive: before.user_active });
    if (runsTheStore({ ...before, userActive: before.user_active }) && !keepsRunning) {
      if ((await countOtherStoreRunners(trx, caller.storeId, powerId)) === 0) throw new AppError('TEAM:LAST_ADMIN');
    }

    await updatePower(trx, powerId, { role, active });
    if (before.active && !active) await revokeAccessesOfPower(trx, powerId, now);

    const subject = memberSubject(before);
    const events: NewStoreEvent[] = [];
    if (role !== before.role) events.push(teamEvent('team:role:changed', subject, { from: before.role, to: role }));
    if (before.active !== active) events.push(teamEvent(active ? 'team:reactivated' : 'team:deactivated', subject));
    await appendStoreEvents(trx, caller.storeId, await userActor(trx, caller.userId), events);
    return toTeamMember({ ...before, role, active });
  });
}
