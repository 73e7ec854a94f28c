import type { ColumnType } from 'kysely';

/** Columns the database fills (defaults) are optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: read as exact decimal strings, written as strings (see db/numeric.ts). */
type DefaultedNumeric = ColumnType<string, string | undefined, string>;
type CurrencyColumn = 'ARS' | 'USD';
/** time columns read as 'HH:MM:SS' and written as 'HH:MM' or 'HH:MM:SS'. */
type TimeColumn = string;

/** One row per store; a group never saved answers the column defaults (migration 007). */
export interface StoreSettingsTable {
  store_id: string;
  shipment_enabled: Defaulted<boolean>;
  shipment_immediate_enabled: Defaulted<boolean>;
  shipment_schedule_enabled: Defaulted<boolean>;
  shipment_currency: Defaulted<CurrencyColumn>;
  shipment_cost: DefaultedNumeric;
  shipment_min_amount_items_currency: Defaulted<CurrencyColumn>;
  shipment_min_amount_items: DefaultedNumeric;
  take_away_enabled: Defaulted<boolean>;
  take_away_immediate_enabled: Defaulted<boolean>;
  take_away_schedule_enabled: Defaulted<boolean>;
  take_away_city: Defaulted<string>;
  take_away_address_one: Defaulted<string>;
  take_away_address_two: Defaulted<string>;
  take_away_indications: Defaulted<string>;
  cash_enabled: Defaulted<boolean>;
  bank_transfer_enabled: Defaulted<boolean>;
  bank_transfer_name: Defaulted<string>;
  bank_transfer_cuit: Defaulted<string>;
  bank_transfer_cvu: Defaulted<string>;
  bank_transfer_alias: Defaulted<string>;
  mercado_pago_enabled: Defaulted<boolean>;
  mercado_pago_token: Defaulted<string>;
  preparation_delay: Defaulted<number>;
  updated_at: Timestamp;
}

export type ScheduleList = 'opening' | 'shipment' | 'take_away';

export interface StoreScheduleEntriesTable {
  store_id: string;
  list: ScheduleList;
  id: string;
  position: number;
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  starts: TimeColumn;
  ends: TimeColumn;
  active: Defaulted<boolean>;
}

export interface StoreSettingsTables {
  store_settings: StoreSettingsTable;
  store_schedule_entries: StoreScheduleEntriesTable;
}
