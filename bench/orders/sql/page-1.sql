-- Orders page 1 (20 newest) with the count read from the per-store counter instead of count(*).
-- pgbench -n -M extended -D store=<uuid> -D token_hash=<hex> -f page-1.sql
-- The guard: the access token, one indexed lookup.
select a.id, a.device_id, s.id, u.id, p.id, p.store_id, p.role
from accesses a
join sessions s on s.id = a.session_id
join powers p on p.id = a.power_id
join users u on u.id = s.user_id
where a.token_hash = :token_hash and a.revoked_at is null and a.expired_at > now()
  and s.revoked_at is null and s.expired_at > now() and p.active and u.active;
-- The count: the store's per-status counters (migration 013).
select coalesce(sum(count), 0) from order_status_counts where store_id = :store;
select o.*, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_day,
  r.first_name, r.last_name, r.email, r.phone
from orders o left join users r on r.id = o.rider_user_id
where o.store_id = :store
order by o.created_at desc, o.id desc limit 20;
-- The lines, toppings and options of those orders (the app sends their ids).
select i.* from order_items i where i.order_id in (select id from orders where store_id = :store order by created_at desc, id desc limit 20) order by i.position;
select t.* from order_item_toppings t where t.order_id in (select id from orders where store_id = :store order by created_at desc, id desc limit 20) order by t.position;
select x.* from order_item_options x where x.order_id in (select id from orders where store_id = :store order by created_at desc, id desc limit 20) order by x.position;
