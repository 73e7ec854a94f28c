-- What each order took from stock (DECISIONS.md "Pricing" and "Order flow"): cancelling gives
-- back exactly these units and reopening takes exactly these again, whatever the stock item's
-- refs or multiply are by then. An order without rows took nothing and moves nothing.
--
-- Orders placed before this migration have no rows. That is right for the demo orders (the demo
-- writes its orders without taking stock); a storefront order placed before it returns nothing
-- when cancelled (its takes were never recorded, and rebuilding them from today's refs is the
-- guess this table replaces).
create table order_stock_takes (
  -- deferred: the storefront takes stock before it writes the order, in the same transaction
  order_id uuid not null references orders(id) on delete cascade deferrable initially deferred,
  stock_item_id uuid not null,
  store_id uuid not null,
  -- units taken (stock_items.count is an integer)
  quantity integer not null check (quantity >= 1),
  -- true while the order holds the units; false while it is cancelled (they were given back)
  held boolean not null default true,
  primary key (order_id, stock_item_id),
  foreign key (store_id, stock_item_id) references stock_items (store_id, id) on delete cascade
);
create index order_stock_takes_item_idx on order_stock_takes (store_id, stock_item_id);
