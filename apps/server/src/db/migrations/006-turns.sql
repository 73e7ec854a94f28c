-- Sales turns: a store opens one, takes orders, and closes it. At most one open turn per store.
create table turns (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  opened_by uuid references users(id) on delete set null,
  closed_by uuid references users(id) on delete set null
);
create unique index turns_one_open_per_store on turns (store_id) where closed_at is null;
create index turns_store_opened_idx on turns (store_id, opened_at desc);
