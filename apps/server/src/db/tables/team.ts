import type { ColumnType } from 'kysely';
import type { Role } from '@comanda/contract/roles';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One-time links to join a store, or to set up a fresh installation (migration 022). */
export interface InvitationsTable {
  id: string;
  kind: ColumnType<'invitation' | 'setup', 'invitation' | 'setup' | undefined, 'invitation' | 'setup'>;
  /** Null only for the setup link. */
  store_id: string | null;
  role: Role;
  email: Nullable<string>;
  phone: Nullable<string>;
  first_name: Nullable<string>;
  last_name: Nullable<string>;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_by_user_id: Nullable<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Nullable<Date>;
  accepted_power_id: Nullable<string>;
  revoked_at: Nullable<Date>;
}

/** One-time links to set a user's password (migration 022). */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  store_id: string;
  power_id: string;
  token_hash: string;
  created_by_user_id: Nullable<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  revoked_at: Nullable<Date>;
}

export interface TeamTables {
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
}
