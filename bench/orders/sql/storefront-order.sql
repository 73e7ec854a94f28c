-- A storefront order of one article, at its least: the store, the per-address counter, then in
-- one transaction the article, the settings and the schedule, the turn, the number, the order,
-- its lines in one statement, its history row and the notice; then the order it answers with.
-- (The app today sends more statements than these: that count is its cost, not the data.)
select id, slug, name, timezone from stores where slug = 'centro' or id = :store::uuid limit 1;
insert into rate_limit_counters (bucket, key, hits, reset_at)
  values ('storefront-orders-bench', :store::text || '|127.0.0.1', 1, now() + interval '10 minutes')
  on conflict (bucket, key) do update set hits = rate_limit_counters.hits + 1
  returning hits, reset_at;
begin;
select a.id, a.slug, a.name, a.images_url, a.currency, a.price_import, a.price_discount, a.price_total
from articles a where a.store_id = :store::uuid and a.id = :article_id and not a.disabled;
select * from store_settings where store_id = :store::uuid;
select * from store_schedule_entries where store_id = :store::uuid;
select id from turns where store_id = :store::uuid and closed_at is null;
insert into store_order_counters (store_id, last) values (:store::uuid, 1)
  on conflict (store_id) do update set last = store_order_counters.last + 1;
insert into orders (id, store_id, number, client_id, client_name, client_phone, delivery_method,
  delivery_immediate, payment_method, imports_items, imports_delivery, imports_discount, imports_coupon,
  imports_total, promised_at, idempotency_key, request_hash)
select gen_random_uuid(), :store::uuid, c.last, gen_random_uuid(), 'Cliente de banco', '+5491140000000', 'take_away',
  true, 'cash', 900, 0, 0, 0, 900, now() + interval '30 minutes', gen_random_uuid(), 'bench'
from store_order_counters c where c.store_id = :store::uuid;
insert into order_items (id, order_id, store_id, position, article_id, article_slug, article_name,
  article_import, article_discount, article_total, item_import, item_discount, item_total)
select gen_random_uuid(), o.id, :store::uuid, 0, a.id, a.slug, a.name, a.price_import, a.price_discount, a.price_total,
  a.price_import, a.price_discount, a.price_total
from orders o, store_order_counters c, articles a
where c.store_id = :store::uuid and o.store_id = :store::uuid and o.number = c.last and a.store_id = :store::uuid and a.id = :article_id;
insert into store_event_counters (store_id, last) values (:store::uuid, 1)
  on conflict (store_id) do update set last = store_event_counters.last + 1;
insert into order_events (store_id, seq, order_id, kind, action, field, to_value, actor_kind, actor_name)
select :store::uuid, e.last, o.id, concat('order', ':', 'created'), 'place', 'order', 'process', 'customer', 'Cliente de banco'
from store_event_counters e, store_order_counters c, orders o
where e.store_id = :store::uuid and c.store_id = :store::uuid and o.store_id = :store::uuid and o.number = c.last;
select pg_notify('comanda_store_events_bench', 'x');
commit;
select o.* from orders o, store_order_counters c where c.store_id = :store::uuid and o.store_id = :store::uuid and o.number = c.last;
select i.* from order_items i where i.order_id = (select o.id from orders o, store_order_counters c
  where c.store_id = :store::uuid and o.store_id = :store::uuid and o.number = c.last);
