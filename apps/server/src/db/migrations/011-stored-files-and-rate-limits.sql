-- Uploaded files kept in the database, so every server instance behind a load balancer serves
-- what any of them received (docs/deployment.md). The embedded PGlite keeps them on disk
-- instead (DATA_DIR/files); this table then stays empty.
create table stored_files (
  -- `<uuid>.<ext>` (uploads) or `demo-<name>.<ext>` (the demo seed): made by the server
  name text primary key,
  content_type text not null,
  size integer not null check (size >= 0),
  content bytea not null,
  -- the store whose staff or customer uploaded it (no foreign key: files are looked up by name,
  -- and on Citus this table is distributed by name, not by store)
  store_id uuid,
  created_at timestamptz not null default now()
);
create index stored_files_store_idx on stored_files (store_id);

-- Per-address request counters shared by every instance (sign-in, storefront orders, voucher
-- uploads, device registrations): one row per limit and key, counting hits until `reset_at`,
-- when the next hit starts a new window. Rows past `reset_at` are pruned.
create table rate_limit_counters (
  bucket text not null,
  key text not null,
  hits integer not null,
  reset_at timestamptz not null,
  primary key (bucket, key)
);
create index rate_limit_counters_reset_at_idx on rate_limit_counters (reset_at);
