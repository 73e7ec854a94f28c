-- A search of a rare term (pattern: '%word%' folded as the app folds it): the matches from the trigram index
-- on orders.search_text, then the newest 20 of them (ids kept with \gset, as the app sends
-- them to the next queries), the count exact up to 1,000 matches (then 'more than').
-- The guard: the access token, one indexed lookup.
select a.id, a.device_id, s.id, u.id, p.id, p.store_id, p.role
from accesses a
join sessions s on s.id = a.session_id
join powers p on p.id = a.power_id
join users u on u.id = s.user_id
where a.token_hash = :token_hash and a.revoked_at is null and a.expired_at > now()
  and s.revoked_at is null and s.expired_at > now() and p.active and u.active;
with hits as materialized (
  select id, created_at from orders where store_id = :store and search_text like :pattern
)
select string_agg(id::text, ',' order by created_at desc, id desc) as ids
from (select id, created_at from hits order by created_at desc, id desc limit 20) page \gset
select count(*) from (select 1 from orders where store_id = :store and search_text like :pattern limit 1001) bounded;
select o.*, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_day,
  r.first_name, r.last_name, r.email, r.phone
from orders o left join users r on r.id = o.rider_user_id
where o.id = any(string_to_array(:ids, ',')::uuid[])
order by o.created_at desc, o.id desc;
-- The lines, toppings and options of those orders.
select i.* from order_items i where i.order_id = any(string_to_array(:ids, ',')::uuid[]) order by i.position;
select t.* from order_item_toppings t where t.order_id = any(string_to_array(:ids, ',')::uuid[]) order by t.position;
select x.* from order_item_options x where x.order_id = any(string_to_array(:ids, ',')::uuid[]) order by x.position;
