-- One order with its lines and history in one statement, the children as JSON (as the app
-- reads it); a random order of the store, by number.
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
  r.first_name, r.last_name, r.email, r.phone,
  coalesce((select json_agg(json_build_object('id', i.id, 'position', i.position, 'message', i.message,
      'article_id', i.article_id, 'article_slug', i.article_slug, 'article_name', i.article_name,
      'article_image_url', i.article_image_url, 'article_import', i.article_import::text,
      'article_discount', i.article_discount::text, 'article_total', i.article_total::text,
      'item_import', i.item_import::text, 'item_discount', i.item_discount::text, 'item_total', i.item_total::text)
    order by i.position) from order_items i where i.order_id = o.id), '[]') as items,
  coalesce((select json_agg(json_build_object('item_id', t.item_id, 'topping_id', t.topping_id,
      'position', t.position, 'name', t.name, 'error', t.error) order by t.position)
    from order_item_toppings t where t.order_id = o.id), '[]') as toppings,
  coalesce((select json_agg(json_build_object('item_id', x.item_id, 'topping_id', x.topping_id,
      'option_id', x.option_id, 'position', x.position, 'name', x.name, 'count', x.count,
      'option_import', x.option_import::text, 'option_discount', x.option_discount::text,
      'option_total', x.option_total::text) order by x.position)
    from order_item_options x where x.order_id = o.id), '[]') as options,
  coalesce((select json_agg(json_build_object('seq', e.seq, 'kind', e.kind, 'action', e.action,
      'field', e.field, 'from_value', e.from_value, 'to_value', e.to_value, 'reason', e.reason,
      'actor_kind', e.actor_kind, 'actor_user_id', e.actor_user_id, 'actor_name', e.actor_name,
      'created_at', e.created_at) order by e.seq)
    from order_events e where e.order_id = o.id and e.store_id = o.store_id), '[]') as history
from orders o left join users r on r.id = o.rider_user_id
where o.store_id = :store and o.number = :n;
