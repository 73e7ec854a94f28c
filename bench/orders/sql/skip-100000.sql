-- The page at skip=100000 as a keyset page: continue after the last row of the page before
-- (cursor_at, cursor_id: the created_at and id of the 100,000th newest order).
-- The guard: the access token, one indexed lookup.
select a.id, a.device_id, s.id, u.id, p.id, p.store_id, p.role
from accesses a
join sessions s on s.id = a.session_id
join powers p on p.id = a.power_id
join users u on u.id = s.user_id
where a.token_hash = :token_hash and a.revoked_at is null and a.expired_at > now()
  and s.revoked_at is null and s.expired_at > now() and p.active and u.active;
select coalesce(sum(count), 0) from order_status_counts where store_id = :store;
select o.*, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_day,
  r.first_name, r.last_name, r.email, r.phone
from orders o left join users r on r.id = o.rider_user_id
where o.store_id = :store and (o.created_at, o.id) < (:cursor_at::timestamptz, :cursor_id::uuid)
order by o.created_at desc, o.id desc limit 20;
-- The lines, toppings and options of those orders (the app sends their ids).
select i.* from order_items i where i.order_id in (select id from orders where store_id = :store and (created_at, id) < (:cursor_at::timestamptz, :cursor_id::uuid) order by created_at desc, id desc limit 20) order by i.position;
select t.* from order_item_toppings t where t.order_id in (select id from orders where store_id = :store and (created_at, id) < (:cursor_at::timestamptz, :cursor_id::uuid) order by created_at desc, id desc limit 20) order by t.position;
select x.* from order_item_options x where x.order_id in (select id from orders where store_id = :store and (created_at, id) < (:cursor_at::timestamptz, :cursor_id::uuid) order by created_at desc, id desc limit 20) order by x.position;
