-- Store settings: one row per store for the delivery, payment and preparation groups (a group
-- never saved answers the same defaults as these columns), the weekly schedules (opening hours,
-- shipment and take-away slots), and per-power notification settings with push subscriptions.
-- Money is numeric(14,2) (exact).

create table store_settings (
  store_id uuid primary key references stores(id) on delete cascade,
  shipment_enabled boolean not null default false,
  shipment_immediate_enabled boolean not null default false,
  shipment_schedule_enabled boolean not null default false,
  shipment_currency text not null default 'ARS' check (shipment_currency in ('ARS', 'USD')),
  shipment_cost numeric(14, 2) not null default 0 check (shipment_cost >= 0),
  shipment_min_amount_items_currency text not null default 'ARS'
    check (shipment_min_amount_items_currency in ('ARS', 'USD')),
  shipment_min_amount_items numeric(14, 2) not null default 0 check (shipment_min_amount_items >= 0),
  take_away_enabled boolean not null default false,
  take_away_immediate_enabled boolean not null default false,
  take_away_schedule_enabled boolean not null default false,
  take_away_city text not null default '',
  take_away_address_one text not null default '',
  take_away_address_two text not null default '',
  take_away_indications text not null default '',
  cash_enabled boolean not null default false,
  bank_transfer_enabled boolean not null default false,
  bank_transfer_name text not null default '',
  bank_transfer_cuit text not null default '',
  bank_transfer_cvu text not null default '',
  bank_transfer_alias text not null default '',
  mercado_pago_enabled boolean not null default false,
  -- a secret: answered only to the store's managers, never by the storefront
  mercado_pago_token text not null default '',
  preparation_delay integer not null default 30 check (preparation_delay between 0 and 10080),
  updated_at timestamptz not null default now()
);

-- Weekly time ranges of the store's time zone. `list` says which list an entry belongs to; ids
-- are the client's and stay the same across saves (orders refer to a slot by its id).
create table store_schedule_entries (
  store_id uuid not null references stores(id) on delete cascade,
  list text not null check (list in ('opening', 'shipment', 'take_away')),
  id uuid not null,
  position integer not null,
  day text not null check (day in ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')),
  starts time not null,
  ends time not null,
  active boolean not null default true,
  primary key (store_id, list, id)
);
create index store_schedule_entries_list_idx on store_schedule_entries (store_id, list, position);

-- Which events a power hears of, per channel; null keys mean the channel is off.
create table notification_settings (
  id uuid primary key,
  power_id uuid not null unique references powers(id) on delete cascade,
  active boolean not null default true,
  whatsapp_keys jsonb,
  push_keys jsonb,
  created_at timestamptz not null default now()
);

-- One Web Push subscription (serialised) per power and device.
create table push_subscriptions (
  power_id uuid not null references powers(id) on delete cascade,
  device_id uuid not null references devices(id) on delete cascade,
  subscription text not null,
  updated_at timestamptz not null default now(),
  primary key (power_id, device_id)
);
