-- Stores, staff, their powers (per-store roles), sessions, access tokens and devices.
create table stores (
  id uuid primary key,
  name text not null,
  slug text not null unique,
  logo_url text,
  background_url text,
  icon_url text,
  timezone text not null default 'America/Argentina/Buenos_Aires',
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key,
  first_name text not null,
  last_name text not null,
  email text unique,
  phone text,
  password_hash text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table powers (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  role text not null check (role in ('root', 'admin', 'delivery', 'initial')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (store_id, user_id)
);
create index powers_user_idx on powers (user_id);

create table devices (
  id uuid primary key,
  created_at timestamptz not null default now()
);

create table sessions (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expired_at timestamptz not null,
  revoked_at timestamptz
);

create table accesses (
  id uuid primary key,
  session_id uuid not null references sessions(id) on delete cascade,
  power_id uuid not null references powers(id) on delete cascade,
  device_id uuid not null references devices(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expired_at timestamptz not null,
  revoked_at timestamptz
);
create index accesses_session_idx on accesses (session_id);
