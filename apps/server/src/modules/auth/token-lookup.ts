import { sql } from 'kysely';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { hashToken } from './tokens';

export interface SessionContext {
  kind: 'session';
  userId: string;
  sessionId: string;
}

export interface AccessContext {
  kind: 'access';
  userId: string;
  /** The user's name as it is now, for the history rows the request writes. */
  userName: string;
  sessionId: string;
  accessId: string;
  powerId: string;
  storeId: string;
  role: Role;
  deviceId: string;
  /**
   * The number of the store's last event when the token was checked (0 before the first): every
   * write that changes an order records an event in its transaction, so answers read from orders
   * are kept per this number (http/store-answer-cache.ts).
   */
  storeEventSeq: number;
}

export type AuthContext = SessionContext | AccessContext;

interface UserColumns {
  user_id: string;
  first_name: string;
  last_name: string;
  session_id: string;
}
type TokenRow =
  | (UserColumns & {
      kind: 'access';
      access_id: string;
      device_id: string;
      power_id: string;
      store_id: string;
      role: Role;
      store_event_seq: string | null;
    })
  | (UserColumns & {
      kind: 'session';
      access_id: null;
      device_id: null;
      power_id: null;
      store_id: null;
      role: null;
      store_event_seq: null;
    });

/**
 * Resolves a bearer token to who is calling, or null. Checked on every request and never cached,
 * so a revoked session or access, an expired token, or a deactivated user or power stop working
 * on their very next request, whichever instance made the change.
 *
 * One statement: the access tokens' unique index first, then the sessions' one; `limit 1` stops
 * at the first branch that finds the token, so an access token (nearly every request) costs one
 * index probe and its joins by primary key (and the store's event counter, by its key).
 */
export async function lookupToken(db: Db, token: string, now = new Date()): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const { rows } = await preparedStatement(sql<TokenRow>`
    (select 'access' as kind, u.id as user_id, u.first_name, u.last_name, s.id as session_id,
        a.id as access_id, a.device_id, p.id as power_id, p.store_id, p.role,
        (select c.last from store_event_counters c where c.store_id = p.store_id)::text as store_event_seq
      from accesses a
      join sessions s on s.id = a.session_id
      join powers p on p.id = a.power_id
      join users u on u.id = s.user_id
      where a.token_hash = ${hash} and a.revoked_at is null and a.expired_at > ${now}
        and s.revoked_at is null and s.expired_at > ${now} and p.active and u.active)
    union all
    (select 'session', u.id, u.first_name, u.last_name, s.id, null, null, null, null, null, null
      from sessions s
      join users u on u.id = s.user_id
      where s.token_hash = ${hash} and s.revoked_at is null and s.expired_at > ${now} and u.active)
    limit 1
  `).execute(db);
  const row = rows[0];
  if (!row) return null;
  if (row.kind === 'session') return { kind: 'session', userId: row.user_id, sessionId: row.session_id };
  return {
    kind: 'access',
    userId: row.user_id,
    userName: `${row.first_name} ${row.last_name}`.trim(),
    sessionId: row.session_id,
    accessId: row.access_id,
    powerId: row.power_id,
    storeId: row.store_id,
    role: row.role,
    deviceId: row.device_id,
    storeEventSeq: Number(row.store_event_seq ?? 0),
  };
}
