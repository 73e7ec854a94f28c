-- One order with its lines and history (a random order of the generated ones, by number).
\set n random(:first_number, :last_number)
-- The guard: the access token, one indexed lookup.
select a.id, a.device_id, s.id, u.id, p.id, p.store_id, p.role
from accesses a
join sessions s on s.id = a.session_id
join powers p on p.id = a.power_id
join users u on u.id = s.user_id
where a.token_hash = :token_hash and a.revoked_at is null and a.expired_at > now()
  and s.revoked_at is null and s.expired_at > now() and p.active and u.active;
select o.*, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_day,
  r.first_name, r.last_name, r.email, r.phone
from orders o left join users r on r.id = o.rider_user_id
where o.store_id = :store and o.number = :n;
-- The lines, toppings and options of those orders (the app sends their ids).
select i.* from order_items i where i.order_id in (select id from orders where store_id = :store and number = :n) order by i.position;
select t.* from order_item_toppings t where t.order_id in (select id from orders where store_id = :store and number = :n) order by t.position;
select x.* from order_item_options x where x.order_id in (select id from orders where store_id = :store and number = :n) order by x.position;
-- The history.
select e.* from order_events e where e.store_id = :store and e.order_id = (select id from orders where store_id = :store and number = :n) order by e.seq;
