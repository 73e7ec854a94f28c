-- Notifications delivered (issue 8, DECISIONS.md "Notifications"): an outbox. Every order event
-- that carries a notification key (SPEC.md section 6) writes one delivery row per recipient and
-- channel in the transaction of the change: push to each subscribed device of each active power
-- of the store whose settings list the key, WhatsApp to that user's phone. A trigger on the
-- event log, not calls in each write path: staff screens, the storefront's one-statement order,
-- the simulator and the CLI all append events, and none of them can forget the outbox.
-- The sender of every server instance (modules/notifications/sender) claims due rows with
-- FOR UPDATE SKIP LOCKED and a lease, sends them and records the outcome.

create table notification_deliveries (
  id bigint generated always as identity primary key,
  store_id uuid not null references stores(id) on delete cascade,
  -- The order and the store event that raised it; null for a test message ('Enviar prueba').
  order_id uuid references orders(id) on delete cascade,
  event_seq bigint,
  key text not null,
  power_id uuid not null references powers(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  channel text not null check (channel in ('push', 'whatsapp')),
  -- push: the device whose subscription is read when sending (a device that unsubscribed in
  -- between is skipped); whatsapp: the user's phone when the event happened.
  device_id uuid,
  phone text,
  -- pending: to send (again) at next_attempt_at; sent; failed: the dead letter (permanent error
  -- or attempts exhausted), requeued by `cli notifications retry`; skipped: not sent on purpose
  -- (WhatsApp not configured, the device unsubscribed), never retried.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claimed row is another instance's until then: a crash mid-send frees it when it passes.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((channel = 'push') = (device_id is not null)),
  check ((channel = 'whatsapp') = (phone is not null))
);
create index notification_deliveries_due on notification_deliveries (next_attempt_at) where status = 'pending';
create index notification_deliveries_failed on notification_deliveries (id) where status = 'failed';
create index notification_deliveries_order on notification_deliveries (order_id);

-- The outbox's rows for a statement's new events. The keys are the event kinds of SPEC.md
-- section 6; a rider set on an order also raises 'order:delivery:rider:assigned:me' for that
-- rider alone. Root and admin may receive every key, other roles only their own rides
-- (contract notifications.ts notificationKeysFor: a power whose role changed keeps its stored
-- keys, and those its role no longer allows are not sent).
create function notification_deliveries_for_events() returns trigger language plpgsql as $$
declare
  queued integer;
begin
  with raised as (
    select e.store_id, e.seq, e.order_id, e.kind as key, null::uuid as only_user
    from new_events e
    where e.order_id is not null and e.kind in ('order:created', 'order:changed', 'order:preparation:changed',
      'order:delivery:changed', 'order:payment:changed', 'order:payment:transfer:voucher:changed',
      'order:delivery:rider:changed')
    union all
    select e.store_id, e.seq, e.order_id, 'order:delivery:rider:assigned:me', e.to_value::uuid
    from new_events e
    where e.order_id is not null and e.field = 'rider' and e.to_value is not null
  ), recipients as (
    select r.store_id, r.seq, r.order_id, r.key, p.id as power_id, p.user_id, u.phone, n.whatsapp_keys, n.push_keys
    from raised r
    join powers p on p.store_id = r.store_id and p.active
    join users u on u.id = p.user_id and u.active
    join notification_settings n on n.power_id = p.id and n.active
    where (r.only_user is null or p.user_id = r.only_user)
      and (r.key = 'order:delivery:rider:assigned:me' or p.role in ('root', 'admin'))
  ), queued_rows as (
    insert into notification_deliveries (store_id, order_id, event_seq, key, power_id, user_id, channel, device_id, phone)
    select c.store_id, c.order_id, c.seq, c.key, c.power_id, c.user_id, 'push', s.device_id, null
    from recipients c join push_subscriptions s on s.power_id = c.power_id
    where c.push_keys ? c.key
    union all
    select c.store_id, c.order_id, c.seq, c.key, c.power_id, c.user_id, 'whatsapp', null, c.phone
    from recipients c
    where c.whatsapp_keys ? c.key and c.phone is not null
    returning 1
  )
  select count(*) into queued from queued_rows;
  -- Delivered on commit only: the senders wake for rows that exist.
  if queued > 0 then
    perform pg_notify('comanda_notifications', '');
  end if;
  return null;
end
$$;

create trigger order_events_notifications after insert on order_events
  referencing new table as new_events
  for each statement execute function notification_deliveries_for_events();

-- Keys kept by the server itself: the VAPID key pair made on the first start when no VAPID_*
-- variables are given, so push works out of the box and survives restarts.
create table server_keys (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
