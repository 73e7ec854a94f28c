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

export type DeliveryChannel = 'push' | 'whatsapp';
/** pending: to send at next_attempt_at; failed: the dead letter; skipped: not sent on purpose, never retried. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** The notifications outbox (migration 019): one row per recipient, channel and event. */
export interface NotificationDeliveriesTable {
  id: ColumnType<number, never, never>;
  store_id: string;
  order_id: string | null;
  event_seq: number | null;
  /** A notification key of the contract, or 'test' for 'Enviar prueba'. */
  key: string;
  power_id: string;
  user_id: string;
  channel: DeliveryChannel;
  device_id: string | null;
  phone: string | null;
  status: Defaulted<DeliveryStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Keys the server makes and keeps itself (the VAPID pair), by name. */
export interface ServerKeysTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  server_keys: ServerKeysTable;
}
