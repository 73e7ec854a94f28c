-- The store's team in the web app (issue 19, DECISIONS.md "Team"): invitations and the first
-- start's setup link, password reset links, each member's last access, and who a team event is
-- about.

-- A one-time link to join a store (kind 'invitation') or, on a fresh installation, to create the
-- first store and its root (kind 'setup', store_id null). Only the token's SHA-256 is kept.
create table invitations (
  id uuid primary key,
  kind text not null default 'invitation' check (kind in ('invitation', 'setup')),
  store_id uuid references stores(id) on delete cascade,
  role text not null check (role in ('root', 'admin', 'operator', 'delivery', 'initial')),
  email text,
  phone text,
  first_name text,
  last_name text,
  token_hash text not null unique,
  created_by_user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_power_id uuid references powers(id) on delete set null,
  revoked_at timestamptz,
  check ((kind = 'setup') = (store_id is null))
);
create index invitations_pending_idx on invitations (store_id, created_at)
  where accepted_at is null and revoked_at is null;

-- A one-time link to set a user's password, made by an admin or root of one of their stores.
create table password_resets (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  store_id uuid not null references stores(id) on delete cascade,
  power_id uuid not null references powers(id) on delete cascade,
  token_hash text not null unique,
  created_by_user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id);

-- When the member last asked for access to the store (the team screen's 'Último acceso').
alter table powers add column last_access_at timestamptz;

-- The member (power) or invitation a team event is about; null for every other event.
alter table order_events add column subject_id uuid;
create index order_events_subject_idx on order_events (store_id, subject_id, seq) where subject_id is not null;
