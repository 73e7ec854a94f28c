-- A status change as the app makes it: lock the order, write the field, one history row with
-- the store's next event number, notify; then the detail it answers with.
\set n random(:first_number, :last_number)
-- The guard: the access token, one indexed lookup.
select a.id, a.device_id, s.id, u.id, p.id, p.store_id, p.role
from accesses a
join sessions s on s.id = a.session_id
join powers p on p.id = a.power_id
join users u on u.id = s.user_id
where a.token_hash = :token_hash and a.revoked_at is null and a.expired_at > now()
  and s.revoked_at is null and s.expired_at > now() and p.active and u.active;
begin;
select status, preparation_status, delivery_status, payment_status, rider_user_id, promised_at,
  accepted_at, seen_at, cancel_reason, delivery_method, delivery_immediate
from orders where store_id = :store::uuid and number = :n for update;
update orders set status = case when status = 'preparation_in_process' then 'preparation_completed'
    else 'preparation_in_process' end, cancel_reason = null, updated_at = now()
where store_id = :store::uuid and number = :n;
select first_name, last_name from users where id = :user_id::uuid;
insert into store_event_counters (store_id, last) values (:store::uuid, 1)
  on conflict (store_id) do update set last = store_event_counters.last + 1;
insert into order_events (store_id, seq, order_id, kind, action, field, from_value, to_value,
  actor_kind, actor_user_id, actor_name)
select :store::uuid, c.last, o.id, concat('order', ':', 'changed'), 'set', 'status', null, o.status, 'user', :user_id::uuid, 'Lucía Fernández'
from orders o, store_event_counters c
where o.store_id = :store::uuid and o.number = :n and c.store_id = :store::uuid;
select pg_notify('comanda_store_events_bench', 'x');
commit;
select o.*, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_day,
  r.first_name, r.last_name, r.email, r.phone
from orders o left join users r on r.id = o.rider_user_id
where o.store_id = :store::uuid and o.number = :n;
-- The lines, toppings and options of those orders (the app sends their ids).
select i.* from order_items i where i.order_id in (select id from orders where store_id = :store::uuid and number = :n) order by i.position;
select t.* from order_item_toppings t where t.order_id in (select id from orders where store_id = :store::uuid and number = :n) order by t.position;
select x.* from order_item_options x where x.order_id in (select id from orders where store_id = :store::uuid and number = :n) order by x.position;
-- The history.
select e.* from order_events e where e.store_id = :store::uuid and e.order_id = (select id from orders where store_id = :store::uuid and number = :n) order by e.seq;
