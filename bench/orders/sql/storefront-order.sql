-- A storefront order of one article as the app places it (storefront/create-order.service.ts),
-- statement for statement, each kept prepared as the app keeps them (db/prepared-statement.ts;
-- run with the prepared protocol): the per-address counter (committed without waiting for its
-- WAL); one read of everything the order is checked against (the store, the key's earlier order,
-- the article and the toppings it refers to, the settings and schedules, the open turn, the
-- pauses and extra delay, the stock refs); then, with no coupon or stock to write, one statement
-- that is its own transaction: the number, the order, its line sets, its history row after the
-- store's last event and the notice. The answer is built from what was written, so nothing is
-- read back.
with relaxed as (select set_config('synchronous_commit', 'off', true))
insert into rate_limit_counters as c (bucket, key, hits, reset_at)
select 'storefront-orders-bench', :store::text || '|127.0.0.1', 1, now() + make_interval(secs => 600::double precision) from relaxed
on conflict (bucket, key) do update set
  hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
  reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
returning c.hits, greatest(0, ceil(extract(epoch from (c.reset_at - now())) * 1000))::int as reset_in_ms;
select ss.*, s.id as facts_store_id, s.timezone as facts_store_timezone,
  (select json_build_object('id', k.id, 'request_hash', k.request_hash)
    from orders k where k.store_id = s.id and k.idempotency_key = (select gen_random_uuid())) as facts_keyed_order,
  coalesce((
    select json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'slug', a.slug, 'images_url', a.images_url, 'currency', a.currency,
      'price_import', a.price_import::text, 'price_discount', a.price_discount::text, 'price_total', a.price_total::text,
      'toppings', coalesce((
        select json_agg(json_build_object('id', r.topping_id, 'min', r.min, 'max', r.max, 'required', r.required)
          order by r.position)
        from article_toppings r where r.article_id = a.id), '[]')))
    from articles a where a.store_id = s.id and a.id = any(array[:article_id::uuid]) and not a.disabled), '[]') as facts_articles,
  coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'options', coalesce((
      select json_agg(json_build_object('id', o.id, 'name', o.name, 'disabled', o.disabled, 'currency', o.currency,
        'price_import', o.price_import::text, 'price_discount', o.price_discount::text, 'price_total', o.price_total::text)
        order by o.position)
      from topping_options o where o.topping_id = t.id), '[]')))
    from toppings t
    where t.store_id = s.id and t.visible and t.id in (
      select r.topping_id from article_toppings r join articles a on a.id = r.article_id
      where a.store_id = s.id and a.id = any(array[:article_id::uuid]) and not a.disabled)), '[]') as facts_toppings,
  coalesce((
    select json_agg(json_build_object('list', e.list, 'id', e.id, 'day', e.day, 'starts', e.starts, 'ends', e.ends,
      'active', e.active) order by e.list, e.position)
    from store_schedule_entries e where e.store_id = s.id), '[]') as entries,
  (select t.id from turns t where t.store_id = s.id and t.closed_at is null) as facts_open_turn_id,
  coalesce((select json_agg(to_json(p) order by p.channel) from store_pauses p where p.store_id = s.id), '[]') as facts_pauses,
  (select to_json(d) from store_extra_delays d where d.store_id = s.id) as facts_extra_delay,
  coalesce((
    select json_agg(json_build_object('stock_id', r.stock_id, 'article_id', r.article_id, 'option_id', r.option_id,
      'multiply', r.multiply))
    from stock_refs r
    where r.store_id = s.id and (r.article_id = any(array[:article_id::uuid]) or r.option_id = any('{}'::uuid[]))), '[]')
    as facts_stock_refs
from stores s
left join store_settings ss on ss.store_id = s.id
where s.id = :store::uuid;
with counter as (
  insert into store_order_counters (store_id, last) values (:store::uuid, 1)
  on conflict (store_id) do update set last = store_order_counters.last + 1
  returning last
), placed as (
  insert into orders (number, id, store_id, client_id, client_name, client_phone, delivery_method, delivery_immediate,
    payment_method, imports_items, imports_delivery, imports_discount, imports_coupon, imports_total, promised_at,
    idempotency_key, request_hash)
  select counter.last, gen_random_uuid(), :store::uuid, gen_random_uuid(), 'Cliente de banco', '+5491140000000', 'take_away',
    true, 'cash', 900, 0, 0, 0, 900, now() + interval '30 minutes', gen_random_uuid(), 'bench'
  from counter
  returning id, number
), items as (
  insert into order_items (id, order_id, store_id, position, article_id, article_slug, article_name,
    article_import, article_discount, article_total, item_import, item_discount, item_total)
  select gen_random_uuid(), placed.id, :store::uuid, 0, a.id, a.slug, a.name, a.price_import, a.price_discount,
    a.price_total, a.price_import, a.price_discount, a.price_total
  from placed, articles a where a.store_id = :store::uuid and a.id = :article_id::uuid
), toppings as (
  insert into order_item_toppings (item_id, topping_id, order_id, position, name, error)
  select r.item_id, r.topping_id, r.order_id, r.position, r.name, r.error
  from json_populate_recordset(null::order_item_toppings, '[]'::json) r
), options as (
  insert into order_item_options (item_id, topping_id, option_id, order_id, position, name, count, option_import,
    option_discount, option_total)
  select r.item_id, r.topping_id, r.option_id, r.order_id, r.position, r.name, r.count, r.option_import,
    r.option_discount, r.option_total
  from json_populate_recordset(null::order_item_options, '[]'::json) r
), event_counter as (
  insert into store_event_counters (store_id, last) values (:store::uuid, 1)
  on conflict (store_id) do update set last = store_event_counters.last + excluded.last
  returning last
), appended as (
  insert into order_events (store_id, seq, order_id, kind, action, field, to_value, actor_kind, actor_name)
  select :store::uuid, event_counter.last, placed.id, concat('order', ':', 'created'), 'place', 'order', 'process', 'customer',
    'Cliente de banco'
  from event_counter, placed
)
select (select number from placed) as number, event_counter.last,
  pg_notify('comanda_store_events_bench', :store::text || ':' || event_counter.last::text)
from event_counter;
