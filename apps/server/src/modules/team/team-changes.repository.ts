import { TeamChangeKind } from '@comanda/contract/team';
import type { Db } from '../../db/database';

export interface TeamChangeRow {
  seq: number;
  created_at: Date;
  kind: string;
  field: string;
  subject_id: string | null;
  reason: string | null;
  from_value: string | null;
  to_value: string | null;
  actor_kind: 'user' | 'customer' | 'system';
  actor_user_id: string | null;
  actor_name: string;
  /** For an invitation's event: the member it became, once accepted. */
  accepted_power_id: string | null;
}

/** The store's team events; with `powerId`, those about the member and the invitation it came from. */
function teamChanges(db: Db, storeId: string, powerId: string | undefined) {
  return db
    .selectFrom('order_events')
    .where('order_events.store_id', '=', storeId)
    .where('order_events.order_id', 'is', null)
    .where('order_events.kind', 'in', TeamChangeKind.options)
    .$if(powerId !== undefined, (query) =>
      query.where(({ or, eb, selectFrom }) =>
        or([
          eb('order_events.subject_id', '=', powerId as string),
          eb(
            'order_events.subject_id',
            'in',
            selectFrom('invitations')
              .select('invitations.id')
              .where('invitations.store_id', '=', storeId)
              .where('invitations.accepted_power_id', '=', powerId as string),
          ),
        ]),
      ),
    );
}

/** Newest first. */
export function listTeamChanges(
  db: Db,
  storeId: string,
  query: { powerId?: string; limit: number; skip: number },
): Promise<TeamChangeRow[]> {
  return teamChanges(db, storeId, query.powerId)
    .leftJoin('invitations', (join) =>
      join.onRef('invitations.id', '=', 'order_events.subject_id').on('order_events.field', '=', 'invitation'),
    )
    .select([
      'order_events.seq',
      'order_events.created_at',
      'order_events.kind',
      'order_events.field',
      'order_events.subject_id',
      'order_events.reason',
      'order_events.from_value',
      'order_events.to_value',
      'order_events.actor_kind',
      'order_events.actor_user_id',
      'order_events.actor_name',
      'invitations.accepted_power_id',
    ])
    .orderBy('order_events.seq', 'desc')
    .limit(query.limit)
    .offset(query.skip)
    .execute();
}

export async function countTeamChanges(db: Db, storeId: string, powerId: string | undefined): Promise<number> {
  const row = await teamChanges(db, storeId, powerId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
