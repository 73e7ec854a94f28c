import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as its JSON text; null when the channel is off. */
type NullableJsonStrings = ColumnType<string[] | null, string | null | undefined, string | null>;

export interface NotificationSettingsTable {
  id: string;
  power_id: string;
  active: Defaulted<boolean>;
  whatsapp_keys: NullableJsonStrings;
  push_keys: NullableJsonStrings;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  power_id: string;
  device_id: string;
  subscription: string;
  updated_at: Timestamp;
}

export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
}
