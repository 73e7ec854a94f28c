-- Issue 11: the orders list at 500,000 orders per store (docs/decisions/016-orders-list-at-scale.md).
-- Counts come from per-status counters kept in each order's transaction; the sorts have indexes
-- they can page on without touching the rows; searches use trigram indexes on the folded text.

-- Trusted extensions on PostgreSQL 13+ (no superuser needed); PGlite ships both (db/database.ts
-- loads them).
create extension if not exists pg_trgm;
create extension if not exists btree_gin;

-- How many orders each store has in each status. The list's count without a search is a sum of
-- these rows (one status, a filter chip's statuses, or all of them) instead of count(*).
create table order_status_counts (
  store_id uuid not null references stores(id) on delete cascade,
  status text not null,
  count integer not null,
  primary key (store_id, status)
);

-- Kept by the triggers below. They are deferred to the commit, so the counter rows are locked
-- only after the writer's last statement: every order write appends to the store's event log
-- (store_event_counters, locked until commit) before committing, so writers already take turns
-- there and waiting on a counter row adds no wait of its own, and no two writers lock counter
-- rows in opposite orders (a status change locks its two rows in key order besides).
create function comanda_count_order_statuses() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    insert into order_status_counts as c (store_id, status, count) values (new.store_id, new.status, 1)
      on conflict (store_id, status) do update set count = c.count + 1;
  elsif tg_op = 'DELETE' then
    -- an update, never an insert: the store may be going away in the same transaction
    update order_status_counts set count = count - 1 where store_id = old.store_id and status = old.status;
  else
    -- one statement for both rows, locked in key order
    insert into order_status_counts as c (store_id, status, count)
    select moved.store_id, moved.status, moved.delta
    from (values (old.store_id, old.status, -1), (new.store_id, new.status, 1)) moved (store_id, status, delta)
    order by moved.store_id, moved.status
    on conflict (store_id, status) do update set count = c.count + excluded.count;
  end if;
  return null;
end
$$;

create constraint trigger orders_count_inserted after insert on orders
  deferrable initially deferred for each row execute function comanda_count_order_statuses();
create constraint trigger orders_count_deleted after delete on orders
  deferrable initially deferred for each row execute function comanda_count_order_statuses();
create constraint trigger orders_count_moved after update of status, store_id on orders
  deferrable initially deferred for each row
  when ((old.store_id, old.status) is distinct from (new.store_id, new.status))
  execute function comanda_count_order_statuses();

-- The counters computed again from the orders (the backfill here; also after a bulk load that
-- ran with the triggers disabled).
create function comanda_recount_order_statuses() returns void
language sql
as $$
  delete from order_status_counts;
  insert into order_status_counts (store_id, status, count)
  select store_id, status, count(*) from orders group by store_id, status;
$$;
select comanda_recount_order_statuses();

-- An order status's place in the lifecycle (the contract's OrderStatus list, in order): the list
-- sorts by it, and an index on it gives a status-sorted page in order. Not `strict`, so PostgreSQL
-- inlines it (array_position is not strict): called as a function, it cost about 0.1 ms more on
-- every status change (the index is computed again) and the planner took it for a costly call
-- and chose parallel scans (150 ms) over reading the index.
create function comanda_order_status_rank(status text) returns integer
language sql immutable parallel safe
as $$
  select array_position(array[
    'process', 'payment_pending', 'payment_paid', 'preparation_pending', 'preparation_in_process',
    'preparation_completed', 'delivery_pending', 'delivery_in_process', 'delivery_outside',
    'delivery_completed', 'completed', 'cancel_store', 'cancel_client']::text[], status)
$$;

-- A page's ids are read in list order from one of these indexes alone (an index-only scan, also
-- for OFFSET 100000), then the rows for those ids. Each holds its sort with the id tie-breaker in
-- the same direction (the list sorts `created_at desc, id desc`; 008's index had `id` ascending,
-- so it could not give that order by itself) and includes the status, so a filter chip (a set of
-- statuses) is checked in the index too. A number is unique in its store: its index needs only
-- the id included.
create index orders_store_created_id_idx on orders (store_id, created_at desc, id desc) include (status);
drop index orders_store_created_idx;
create index orders_store_status_created_idx on orders (store_id, status, created_at desc, id desc);
drop index orders_store_status_idx;
create index orders_store_status_rank_idx on orders (store_id, comanda_order_status_rank(status), id) include (status);
create unique index orders_store_number_id_key on orders (store_id, number) include (id);
alter table orders drop constraint orders_store_number_key;
alter table orders add constraint orders_store_number_key unique using index orders_store_number_id_key;

-- Trigram indexes: `like '%term%'` on the folded search text reads the index, not every row.
-- The store comes first (btree_gin): a search looks at its own store's entries only, however
-- many stores share the table, instead of reading every store's matches or the store's whole
-- part of another index to drop the other stores' rows.
create index orders_store_search_idx on orders using gin (store_id, search_text gin_trgm_ops);
create index articles_store_search_idx on articles using gin (store_id, search_text gin_trgm_ops);
create index toppings_store_search_idx on toppings using gin (store_id, search_text gin_trgm_ops);
create index topping_options_store_search_idx on topping_options using gin (store_id, search_text gin_trgm_ops);
create index sections_store_search_idx on sections using gin (store_id, search_text gin_trgm_ops);
create index coupons_store_search_idx on coupons using gin (store_id, search_text gin_trgm_ops);
create index stock_items_store_search_idx on stock_items using gin (store_id, search_text gin_trgm_ops);
