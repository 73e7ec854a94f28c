import type { TeamChangeKind } from '@comanda/contract/team';
import type { NewStoreEvent } from '../events/store-event';

/*
 * Team changes as store events (DECISIONS.md "Team", decision 026): action 'team', field 'power'
 * for a member or 'invitation' for an invitation not yet accepted, subject_id its id, and the
 * subject's name as it was then in `reason`, so the history reads well after a rename.
 */

export const TEAM_EVENT_ACTION = 'team';
export type TeamSubjectField = 'power' | 'invitation';

export interface TeamSubject {
  field: TeamSubjectField;
  id: string;
  name: string;
}

export function teamEvent(
  kind: TeamChangeKind,
  subject: TeamSubject,
  change: { from?: string | null; to?: string | null } = {},
): NewStoreEvent {
  return {
    orderId: null,
    kind,
    action: TEAM_EVENT_ACTION,
    field: subject.field,
    subjectId: subject.id,
    reason: subject.name,
    from: change.from ?? null,
    to: change.to ?? null,
  };
}

/** A person as the team screen names them: their name, else their email, else their phone. */
export function personName(person: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
}): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return name || person.email || person.phone || 'Sin nombre';
}
