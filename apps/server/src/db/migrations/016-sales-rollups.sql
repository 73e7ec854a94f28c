-- Issue 7: sales reports (docs/decisions/020-sales-reports.md). A year's report reads these
-- rollups, never the orders: per store and local date they hold what the store's orders not
-- cancelled add up to, kept in each order's transaction by deferred triggers (as migration
-- 013's status counters) and rebuilt by comanda_recompute_sales_rollups().

-- The section a line was sold under, recorded with the line as its article's name is: the
-- article's first section then (visible sections first, by their order, id breaking ties), or
-- the nil uuid when it had none. null only on lines bulk-loaded without triggers, until
-- comanda_recompute_sales_rollups() fills them. Later catalogue edits never move a past sale.
alter table order_items add column section_id uuid;

create function comanda_article_section(store uuid, article uuid) returns uuid
language sql stable
as $$
  select coalesce((
    select sa.section_id from section_articles sa join sections s on s.id = sa.section_id
    where sa.store_id = store and sa.article_id = article
    order by not s.visible, s.sort_order, s.id
    limit 1), '00000000-0000-0000-0000-000000000000'::uuid)
$$;

create function comanda_record_line_section() returns trigger
language plpgsql
as $$
begin
  new.section_id := coalesce(new.section_id, comanda_article_section(new.store_id, new.article_id));
  return new;
end
$$;

create trigger order_items_record_section before insert on order_items
  for each row execute function comanda_record_line_section();

-- Orders, lines and sales (the orders' totals) per store, local hour, payment and delivery
-- method: the day, hour and method reports sum these rows (at most 24 x 3 x 2 a day).
create table sales_hours (
  store_id uuid not null references stores(id) on delete cascade,
  local_date date not null,
  hour smallint not null check (hour between 0 and 23),
  payment_method text not null,
  delivery_method text not null,
  orders integer not null,
  units integer not null,
  sales numeric(16, 2) not null,
  primary key (store_id, local_date, hour, payment_method, delivery_method)
);

-- Per store, local date and article: orders with a line of it, its lines and their totals. name:
-- the article's name on its latest line, for an article deleted since.
create table sales_article_days (
  store_id uuid not null references stores(id) on delete cascade,
  local_date date not null,
  article_id uuid not null,
  name text not null,
  orders integer not null,
  units integer not null,
  sales numeric(16, 2) not null,
  primary key (store_id, local_date, article_id)
);

-- The same per section the lines were sold under (the nil uuid: no section). name: the
-- section's name when a line was last added, for a section deleted since.
create table sales_section_days (
  store_id uuid not null references stores(id) on delete cascade,
  local_date date not null,
  section_id uuid not null,
  name text,
  orders integer not null,
  units integer not null,
  sales numeric(16, 2) not null,
  primary key (store_id, local_date, section_id)
);

-- Adds (direction 1) or takes away (direction -1) one order's sales, read on its store's wall clock now.
-- A cancelled order adds nothing; neither does an order whose store is gone (its rollups went
-- with it). The lines are read as they are at commit: an order's lines never change after it is
-- placed, so what was added is what is taken away. Each rollup's rows are locked in key order.
create function comanda_order_sales(o orders, direction integer) returns void
language plpgsql
as $$
declare
  local_at timestamp;
begin
  if o.status in ('cancel_store', 'cancel_client') then
    return;
  end if;
  select o.created_at at time zone s.timezone into local_at from stores s where s.id = o.store_id;
  if not found then
    return;
  end if;

  -- an aggregate without group by: one row, zero lines included
  insert into sales_hours as h (store_id, local_date, hour, payment_method, delivery_method, orders, units, sales)
  select o.store_id, local_at::date, extract(hour from local_at)::smallint, o.payment_method, o.delivery_method,
    direction, direction * count(*)::integer, direction * o.imports_total
  from order_items i where i.order_id = o.id
  on conflict (store_id, local_date, hour, payment_method, delivery_method) do update
    set orders = h.orders + excluded.orders, units = h.units + excluded.units, sales = h.sales + excluded.sales;

  insert into sales_article_days as d (store_id, local_date, article_id, name, orders, units, sales)
  select o.store_id, local_at::date, i.article_id, max(i.article_name), direction, direction * count(*)::integer, direction * sum(i.item_total)
  from order_items i where i.order_id = o.id
  group by i.article_id
  order by i.article_id
  on conflict (store_id, local_date, article_id) do update
    set name = excluded.name, orders = d.orders + excluded.orders, units = d.units + excluded.units,
      sales = d.sales + excluded.sales;

  insert into sales_section_days as d (store_id, local_date, section_id, name, orders, units, sales)
  select o.store_id, local_at::date, lines.section_id, (select s.name from sections s where s.id = lines.section_id),
    direction, direction * count(*)::integer, direction * sum(lines.item_total)
  from (
    select coalesce(i.section_id, '00000000-0000-0000-0000-000000000000'::uuid) as section_id, i.item_total
    from order_items i where i.order_id = o.id
  ) lines
  group by lines.section_id
  order by lines.section_id
  on conflict (store_id, local_date, section_id) do update
    set name = coalesce(excluded.name, d.name), orders = d.orders + excluded.orders, units = d.units + excluded.units,
      sales = d.sales + excluded.sales;
end
$$;

-- Deferred to the commit, as 013's counters and for the same reasons: by then the order's
-- lines are written, and the store's event counter (every order write appends to the store's
-- event log) already makes the store's writers take turns, so locking rollup rows adds no wait
-- of its own and no lock cycle. NEW and OLD are the rows as each statement left them, so an
-- insert adds what it wrote and each later update takes away the old and adds the new.
create function comanda_keep_sales_rollups() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'UPDATE' then
    perform comanda_order_sales(old, -1);
  end if;
  perform comanda_order_sales(new, 1);
  return null;
end
$$;

create constraint trigger orders_sales_inserted after insert on orders
  deferrable initially deferred for each row execute function comanda_keep_sales_rollups();
-- Only what moves an order between rollup rows or changes its amount: a status change between
-- two statuses that both count queues nothing.
create constraint trigger orders_sales_moved
  after update of status, store_id, created_at, imports_total, payment_method, delivery_method on orders
  deferrable initially deferred for each row
  when (
    (old.status in ('cancel_store', 'cancel_client')) is distinct from (new.status in ('cancel_store', 'cancel_client'))
    or (old.store_id, old.created_at, old.imports_total, old.payment_method, old.delivery_method)
      is distinct from (new.store_id, new.created_at, new.imports_total, new.payment_method, new.delivery_method)
  )
  execute function comanda_keep_sales_rollups();
-- No delete trigger: orders are deleted only with their store, whose rollups go with it
-- (cascade). Anything that deletes single orders runs comanda_recompute_sales_rollups after.

-- The rollups of one store (or of every store, given null) computed again from its orders: the
-- backfill here, after a bulk load that ran without triggers (bench/orders), and when a store's
-- time zone changes. Lines loaded without their section get it first. The store's event counter
-- is locked first, as every order write locks it before the triggers above run: no order of the
-- store commits halfway through.
create function comanda_recompute_sales_rollups(store uuid default null) returns void
language plpgsql
as $$
begin
  perform 1 from store_event_counters c where store is null or c.store_id = store order by c.store_id for update;

  update order_items i set section_id = firsts.section_id
  from (
    select unrecorded.store_id, unrecorded.article_id,
      comanda_article_section(unrecorded.store_id, unrecorded.article_id) as section_id
    from (select distinct store_id, article_id from order_items
          where section_id is null and (store is null or store_id = store)) unrecorded
  ) firsts
  where i.section_id is null and i.store_id = firsts.store_id and i.article_id = firsts.article_id;

  delete from sales_hours where store is null or store_id = store;
  delete from sales_article_days where store is null or store_id = store;
  delete from sales_section_days where store is null or store_id = store;

  create temp table comanda_sales_lines on commit drop as
  select i.store_id, i.order_id, i.article_id, i.article_name, i.section_id, i.item_total,
    (o.created_at at time zone s.timezone) as local_at
  from order_items i
  join orders o on o.id = i.order_id
  join stores s on s.id = o.store_id
  where o.status not in ('cancel_store', 'cancel_client') and (store is null or i.store_id = store);

  insert into sales_hours (store_id, local_date, hour, payment_method, delivery_method, orders, units, sales)
  select o.store_id, local_at::date, extract(hour from local_at)::smallint, o.payment_method, o.delivery_method,
    count(*), coalesce(sum(l.units), 0), sum(o.imports_total)
  from (
    select o.*, o.created_at at time zone s.timezone as local_at
    from orders o join stores s on s.id = o.store_id
    where o.status not in ('cancel_store', 'cancel_client') and (store is null or o.store_id = store)
  ) o
  left join (select order_id, count(*)::integer as units from comanda_sales_lines group by order_id) l on l.order_id = o.id
  group by o.store_id, local_at::date, extract(hour from local_at)::smallint, o.payment_method, o.delivery_method;

  -- per order first, so an order with two lines of one article counts once
  insert into sales_article_days (store_id, local_date, article_id, name, orders, units, sales)
  select store_id, local_date, article_id, max(name), count(*), sum(units), sum(sales)
  from (
    select store_id, local_at::date as local_date, order_id, article_id, max(article_name) as name,
      count(*)::integer as units, sum(item_total) as sales
    from comanda_sales_lines group by store_id, local_at::date, order_id, article_id
  ) per_order
  group by store_id, local_date, article_id;

  insert into sales_section_days (store_id, local_date, section_id, name, orders, units, sales)
  select per_order.store_id, local_date, section_id, (select s.name from sections s where s.id = per_order.section_id),
    count(*), sum(units), sum(sales)
  from (
    select store_id, local_at::date as local_date, order_id, section_id, count(*)::integer as units, sum(item_total) as sales
    from comanda_sales_lines group by store_id, local_at::date, order_id, section_id
  ) per_order
  group by per_order.store_id, local_date, section_id;

  drop table comanda_sales_lines;
end
$$;

-- A store's time zone decides the local date and hour of every sale: when it changes, the
-- store's rollups are computed again on the new wall clock, in the same transaction.
create function comanda_store_zone_moved() returns trigger
language plpgsql
as $$
begin
  perform comanda_recompute_sales_rollups(new.id);
  return null;
end
$$;

create trigger stores_sales_zone_moved after update of timezone on stores
  for each row when (old.timezone is distinct from new.timezone)
  execute function comanda_store_zone_moved();

select comanda_recompute_sales_rollups();
