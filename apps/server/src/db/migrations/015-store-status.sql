-- The store's status holds (DECISIONS.md "Store status"): a pause per channel and extra
-- preparation minutes, each set by a staff member during an open turn, until a moment or until
-- the turn closes (`until` null). A hold belongs to its turn: it counts only while that turn is
-- the open one, and closing the turn deletes it. One that ran out is ignored when the status is
-- read; the server's announcer then deletes it and appends the event that says it ended, and the
-- delete decides which server instance announces it. Who set a hold and when is kept here (the
-- status shows it) and in the store's event log with every change.

create table store_pauses (
  store_id uuid not null references stores(id) on delete cascade,
  channel text not null check (channel in ('shipment', 'take_away')),
  turn_id uuid not null references turns(id) on delete cascade,
  until timestamptz,
  set_by uuid references users(id) on delete set null,
  set_by_name text not null,
  set_at timestamptz not null default now(),
  primary key (store_id, channel)
);
create index store_pauses_until_idx on store_pauses (until) where until is not null;

create table store_extra_delays (
  store_id uuid primary key references stores(id) on delete cascade,
  turn_id uuid not null references turns(id) on delete cascade,
  minutes integer not null check (minutes between 1 and 1440),
  until timestamptz,
  set_by uuid references users(id) on delete set null,
  set_by_name text not null,
  set_at timestamptz not null default now()
);
create index store_extra_delays_until_idx on store_extra_delays (until) where until is not null;

-- The public store shows each channel's pause and the extra minutes: a change drops its
-- storefront answers (migration 014's function and channel).
create trigger store_pauses_storefront_changed after insert or update or delete on store_pauses
  for each row execute function storefront_row_changed();
create trigger store_extra_delays_storefront_changed after insert or update or delete on store_extra_delays
  for each row execute function storefront_row_changed();
