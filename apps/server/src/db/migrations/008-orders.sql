-- Orders. Every line, topping and option is a copy taken when the order was placed (names,
-- slugs, images, prices), so later catalogue edits never change a past order; ids of catalogue
-- rows are kept without foreign keys for the same reason. Money is numeric(14,2) (exact) with the
-- order's currency.

-- comanda_fold() of migration 004 turned a lower-case ñ into 'u' (its target list had one 'u' too
-- many), so 'pena' never found 'Peña'. Fixed here, before the orders search uses it, and the
-- stored search columns of the catalogue are computed again (an update recomputes them).
create or replace function comanda_fold(value text) returns text
language sql immutable strict parallel safe
as $$
  select lower(translate(value,
    'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
    'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))
$$;
update articles set name = name;
update toppings set name = name;
update topping_options set name = name;
update sections set name = name;
update coupons set code = code;
update stock_items set description = description;

-- The last order number of each store. The order's transaction takes it with
-- `insert ... on conflict do update set last = last + 1 returning last`: the row lock makes
-- concurrent orders wait for each other, and a rolled back order gives its number back.
create table store_order_counters (
  store_id uuid primary key references stores(id) on delete cascade,
  last integer not null check (last >= 0)
);

create table orders (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  number integer not null check (number >= 1),
  status text not null default 'process' check (status in (
    'process', 'payment_pending', 'payment_paid', 'preparation_pending', 'preparation_in_process',
    'preparation_completed', 'delivery_pending', 'delivery_in_process', 'delivery_outside',
    'delivery_completed', 'completed', 'cancel_store', 'cancel_client')),
  client_id uuid not null,
  client_name text not null,
  client_phone text not null,
  currency text not null default 'ARS' check (currency in ('ARS', 'USD')),
  delivery_method text not null check (delivery_method in ('shipment', 'take_away')),
  delivery_immediate boolean not null,
  -- a later slot: the date (store time zone) and a copy of the schedule entry; all null when immediate
  delivery_date date,
  delivery_schedule_id uuid,
  delivery_start time,
  delivery_end time,
  location_city text not null default '',
  location_address_one text not null default '',
  location_address_two text not null default '',
  location_indications text not null default '',
  delivery_cost numeric(14, 2) not null default 0 check (delivery_cost >= 0),
  delivery_status text not null default 'pending'
    check (delivery_status in ('pending', 'in_process', 'outside', 'delivered')),
  rider_user_id uuid references users(id) on delete set null,
  payment_method text not null check (payment_method in ('cash', 'bank_transfer', 'mercado_pago')),
  payment_status text not null default 'pending' check (payment_status in ('pending', 'in_process', 'paid')),
  -- the account the customer was told to pay into (bank transfer only)
  bank_transfer_name text,
  bank_transfer_alias text,
  bank_transfer_cuit text,
  bank_transfer_cvu text,
  voucher_url text,
  preparation_status text not null default 'pending'
    check (preparation_status in ('pending', 'in_process', 'prepared')),
  coupon_id uuid,
  coupon_code text,
  imports_items numeric(14, 2) not null check (imports_items >= 0),
  imports_delivery numeric(14, 2) not null check (imports_delivery >= 0),
  imports_discount numeric(14, 2) not null check (imports_discount >= 0),
  imports_coupon numeric(14, 2) not null check (imports_coupon >= 0),
  imports_total numeric(14, 2) not null check (imports_total >= 0),
  turn_id uuid references turns(id) on delete set null,
  idempotency_key uuid,
  request_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  prepared_at timestamptz,
  delivered_at timestamptz,
  search_text text generated always as (
    comanda_fold(number::text || ' ' || client_name || ' ' || client_phone)) stored,
  constraint orders_store_number_key unique (store_id, number),
  constraint orders_store_idempotency_key unique (store_id, idempotency_key),
  check ((idempotency_key is null) = (request_hash is null)),
  check (delivery_immediate or (delivery_date is not null and delivery_schedule_id is not null
    and delivery_start is not null and delivery_end is not null)),
  check ((payment_method = 'bank_transfer') = (bank_transfer_name is not null)),
  check ((coupon_id is null) = (coupon_code is null))
);
create index orders_store_created_idx on orders (store_id, created_at desc, id);
create index orders_store_status_idx on orders (store_id, status, created_at desc);
create index orders_turn_idx on orders (turn_id) where turn_id is not null;
create index orders_rider_idx on orders (rider_user_id) where rider_user_id is not null;

-- One unit of an article (a line), in the order the customer listed them.
create table order_items (
  id uuid primary key,
  order_id uuid not null references orders(id) on delete cascade,
  store_id uuid not null references stores(id) on delete cascade,
  position integer not null,
  message text,
  article_id uuid not null,
  article_slug text not null,
  article_name text not null,
  article_image_url text,
  article_import numeric(14, 2) not null,
  article_discount numeric(5, 2) not null,
  article_total numeric(14, 2) not null,
  item_import numeric(14, 2) not null,
  item_discount numeric(5, 2) not null,
  item_total numeric(14, 2) not null
);
create index order_items_order_idx on order_items (order_id, position);

-- A topping of a line; `error` tells the store about a selection to look at.
create table order_item_toppings (
  item_id uuid not null references order_items(id) on delete cascade,
  topping_id uuid not null,
  order_id uuid not null references orders(id) on delete cascade,
  position integer not null,
  name text not null,
  error text,
  primary key (item_id, topping_id)
);
create index order_item_toppings_order_idx on order_item_toppings (order_id, position);

-- A chosen option: `count` units priced per unit.
create table order_item_options (
  item_id uuid not null,
  topping_id uuid not null,
  option_id uuid not null,
  order_id uuid not null references orders(id) on delete cascade,
  position integer not null,
  name text not null,
  count integer not null check (count >= 1),
  option_import numeric(14, 2) not null,
  option_discount numeric(5, 2) not null,
  option_total numeric(14, 2) not null,
  primary key (item_id, topping_id, option_id),
  foreign key (item_id, topping_id) references order_item_toppings(item_id, topping_id) on delete cascade
);
create index order_item_options_order_idx on order_item_options (order_id, position);
