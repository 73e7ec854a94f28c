-- Live orders (issue 6): the operator role, the order's promised time and attention, and the
-- store's event log that is each order's history and the live stream's source.

-- 'operator' works orders on kitchen and counter tablets (DECISIONS.md "Roles").
alter table powers drop constraint powers_role_check;
alter table powers add constraint powers_role_check
  check (role in ('root', 'admin', 'operator', 'delivery', 'initial'));

-- promised_at: when the customer was told to expect the order; accepted_at: 'Aceptar';
-- seen_at: first opened, accepted or rejected by staff (a 'Nueva' order rings until then);
-- cancel_reason: why the store rejected it.
alter table orders add column promised_at timestamptz;
alter table orders add column accepted_at timestamptz;
alter table orders add column seen_at timestamptz;
alter table orders add column cancel_reason text;

-- A scheduled order is promised for its slot's end (an end at or before the start is the next
-- day's); an immediate one for its creation plus the store's preparation delay.
update orders o
set promised_at = case
    when o.delivery_immediate then
      o.created_at + make_interval(mins => coalesce(
        (select ss.preparation_delay from store_settings ss where ss.store_id = o.store_id), 30))
    else
      ((o.delivery_date + case when o.delivery_end <= o.delivery_start then 1 else 0 end)
        + o.delivery_end) at time zone s.timezone
  end,
  seen_at = case when o.status = 'process' then null else o.updated_at end
from stores s
where s.id = o.store_id;
alter table orders alter column promised_at set not null;
create index orders_store_promised_idx on orders (store_id, promised_at);

-- The last event number of each store. Taken with `insert ... on conflict do update ... returning`
-- at the end of the writing transaction: the row lock orders a store's writers, so events commit
-- in the order of their numbers and a client resuming after number N misses nothing.
create table store_event_counters (
  store_id uuid primary key references stores(id) on delete cascade,
  last bigint not null check (last >= 0)
);

-- One change: an order's creation or one field of it (kind: the notification key where one
-- fits), or a store-level event (turn opened or closed) with order_id null. Values are text.
create table order_events (
  store_id uuid not null references stores(id) on delete cascade,
  seq bigint not null check (seq >= 1),
  order_id uuid references orders(id) on delete cascade,
  kind text not null,
  action text not null,
  field text not null,
  from_value text,
  to_value text,
  reason text,
  actor_kind text not null check (actor_kind in ('user', 'customer', 'system')),
  actor_user_id uuid references users(id) on delete set null,
  -- the name as it was then: a renamed user or customer does not rewrite history
  actor_name text not null,
  created_at timestamptz not null default now(),
  primary key (store_id, seq)
);
create index order_events_order_idx on order_events (order_id, seq) where order_id is not null;

-- Orders placed before this migration get their creation as history.
insert into order_events (store_id, seq, order_id, kind, action, field, to_value, actor_kind, actor_name, created_at)
select o.store_id,
  row_number() over (partition by o.store_id order by o.created_at, o.number),
  o.id, 'order:created', 'place', 'order', o.status, 'customer', o.client_name, o.created_at
from orders o;
insert into store_event_counters (store_id, last)
select store_id, max(seq) from order_events group by store_id;
