import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@comanda/contract/roles';
import type { CatalogueTables } from './tables/catalogue';
import type { NotificationTables } from './tables/notifications';
import type { OrderEventTables } from './tables/order-events';
import type { OrderStatusCountTables } from './tables/order-status-counts';
import type { OrderStockTakeTables } from './tables/order-stock-takes';
import type { OrderTables } from './tables/orders';
import type { RateLimitTables } from './tables/rate-limits';
import type { StoreSettingsTables } from './tables/store-settings';
import type { StoreStatusTables } from './tables/store-status';
import type { StoredFileTables } from './tables/stored-files';
import type { TeamTables } from './tables/team';
import type { TurnTables } from './tables/turns';

/** Columns the database fills (defaults) are optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface StoresTable {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  background_url: string | null;
  icon_url: string | null;
  timezone: Defaulted<string>;
  /** E.164, for customers' WhatsApp and call links (migration 021). */
  phone: Defaulted<string | null>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  active: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface PowersTable {
  id: string;
  store_id: string;
  user_id: string;
  role: Role;
  active: Defaulted<boolean>;
  created_at: Timestamp;
  /** When the member last asked for access to the store (migration 022). */
  last_access_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DevicesTable {
  id: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expired_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AccessesTable {
  id: string;
  session_id: string;
  power_id: string;
  device_id: string;
  token_hash: string;
  created_at: Timestamp;
  expired_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  account: string;
  failed_at: Timestamp;
}

// Feature tables add their interfaces in db/tables/<feature>.ts and are listed here.
export interface DB
  extends CatalogueTables,
    TurnTables,
    StoreSettingsTables,
    StoreStatusTables,
    NotificationTables,
    OrderTables,
    OrderEventTables,
    OrderStatusCountTables,
    OrderStockTakeTables,
    StoredFileTables,
    RateLimitTables,
    TeamTables {
  schema_migrations: SchemaMigrationsTable;
  stores: StoresTable;
  users: UsersTable;
  powers: PowersTable;
  devices: DevicesTable;
  sessions: SessionsTable;
  accesses: AccessesTable;
  sign_in_failures: SignInFailuresTable;
}

export type { Generated };
