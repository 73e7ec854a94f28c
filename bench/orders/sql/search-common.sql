-- A search of a common term (pattern: '%word%' folded as the app folds it): the newest orders
-- read in order until 20 match (a common name is one order in 40), the count exact up to 1,000
-- matches (then 'more than'). A rare term is search-rare.sql.
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
where o.store_id = :store and o.search_text like :pattern
order by o.created_at desc, o.id desc limit 20;
select count(*) from (select 1 from orders where store_id = :store and search_text like :pattern limit 1001) bounded;
-- The lines, toppings and options of those orders (the app sends their ids).
select i.* from order_items i where i.order_id in (select id from orders where store_id = :store and search_text like :pattern order by created_at desc, id desc limit 20) order by i.position;
select t.* from order_item_toppings t where t.order_id in (select id from orders where store_id = :store and search_text like :pattern order by created_at desc, id desc limit 20) order by t.position;
select x.* from order_item_options x where x.order_id in (select id from orders where store_id = :store and search_text like :pattern order by created_at desc, id desc limit 20) order by x.position;
