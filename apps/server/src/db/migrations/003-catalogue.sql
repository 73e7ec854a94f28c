-- Catalogue: toppings with options, articles with their topping refs, sections with their ordered
-- articles, coupons with schedule ranges, stock items with refs.
-- Child rows repeat store_id so that composite foreign keys (store_id, id) make a reference to
-- another store's row impossible, whatever the code above does.
-- Money is numeric(14,2) (exact); percents numeric(5,2).

create table toppings (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  name text not null,
  description text not null default '',
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  unique (store_id, id)
);
create index toppings_store_created_idx on toppings (store_id, created_at desc, id desc);

create table topping_options (
  id uuid primary key,
  store_id uuid not null,
  topping_id uuid not null,
  position integer not null,
  name text not null,
  description text not null default '',
  disabled boolean not null default false,
  -- true while the option is disabled because a stock item ran low (not by staff)
  disabled_by_stock boolean not null default false,
  currency text not null check (currency in ('ARS', 'USD')),
  price_import numeric(14, 2) not null check (price_import >= 0),
  price_discount numeric(5, 2) not null check (price_discount between 0 and 100),
  price_total numeric(14, 2) not null check (price_total >= 0),
  unique (store_id, id),
  foreign key (store_id, topping_id) references toppings (store_id, id) on delete cascade
);
create index topping_options_topping_idx on topping_options (topping_id, position);

create table articles (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  name text not null,
  slug text not null,
  description text not null default '',
  images_url jsonb not null default '[]',
  disabled boolean not null default false,
  disabled_by_stock boolean not null default false,
  currency text not null check (currency in ('ARS', 'USD')),
  price_import numeric(14, 2) not null check (price_import >= 0),
  price_discount numeric(5, 2) not null check (price_discount between 0 and 100),
  price_total numeric(14, 2) not null check (price_total >= 0),
  created_at timestamptz not null default now(),
  constraint articles_store_slug_key unique (store_id, slug),
  unique (store_id, id)
);
create index articles_store_created_idx on articles (store_id, created_at desc, id desc);

create table article_toppings (
  article_id uuid not null,
  topping_id uuid not null,
  store_id uuid not null,
  position integer not null,
  min integer not null default 0 check (min >= 0),
  max integer not null default 0 check (max >= 0),
  required boolean not null default false,
  primary key (article_id, topping_id),
  foreign key (store_id, article_id) references articles (store_id, id) on delete cascade,
  foreign key (store_id, topping_id) references toppings (store_id, id) on delete cascade
);
create index article_toppings_topping_idx on article_toppings (topping_id);

create table sections (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  name text not null,
  slug text not null,
  visible boolean not null default true,
  sort_order integer not null default 0,
  icon_url text,
  created_at timestamptz not null default now(),
  constraint sections_store_slug_key unique (store_id, slug),
  unique (store_id, id)
);
create index sections_store_created_idx on sections (store_id, created_at desc, id desc);

create table section_articles (
  section_id uuid not null,
  article_id uuid not null,
  store_id uuid not null,
  position integer not null,
  primary key (section_id, article_id),
  foreign key (store_id, section_id) references sections (store_id, id) on delete cascade,
  foreign key (store_id, article_id) references articles (store_id, id) on delete cascade
);
create index section_articles_article_idx on section_articles (article_id);

create table coupons (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  code text not null,
  active boolean not null default true,
  discount_percent numeric(5, 2) check (discount_percent > 0 and discount_percent <= 100),
  discount_amount numeric(14, 2) check (discount_amount > 0),
  discount_amount_currency text check (discount_amount_currency in ('ARS', 'USD')),
  max_percent numeric(5, 2) check (max_percent > 0 and max_percent <= 100),
  max_amount numeric(14, 2) check (max_amount > 0),
  max_amount_currency text check (max_amount_currency in ('ARS', 'USD')),
  use_count integer not null default 0 check (use_count >= 0),
  max_use integer check (max_use >= 1),
  created_at timestamptz not null default now(),
  constraint coupons_store_code_key unique (store_id, code),
  unique (store_id, id)
);
create index coupons_store_created_idx on coupons (store_id, created_at desc, id desc);

create table coupon_schedules (
  coupon_id uuid not null,
  id uuid not null,
  store_id uuid not null,
  position integer not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  active boolean not null default true,
  primary key (coupon_id, id),
  check (starts_at < ends_at),
  foreign key (store_id, coupon_id) references coupons (store_id, id) on delete cascade
);

create table stock_items (
  id uuid primary key,
  store_id uuid not null references stores(id) on delete cascade,
  description text not null,
  count integer not null check (count >= 0),
  created_at timestamptz not null default now(),
  unique (store_id, id)
);
create index stock_items_store_created_idx on stock_items (store_id, created_at desc, id desc);

create table stock_refs (
  stock_id uuid not null,
  store_id uuid not null,
  position integer not null,
  type text not null check (type in ('article', 'topping_option')),
  article_id uuid,
  option_id uuid,
  -- when the item's count <= this, the referred article or option is disabled (null: never)
  disable_min_count integer check (disable_min_count >= 0),
  -- units taken per sold unit (null: 1)
  multiply integer check (multiply >= 1),
  check (
    (type = 'article' and article_id is not null and option_id is null)
    or (type = 'topping_option' and option_id is not null and article_id is null)
  ),
  foreign key (store_id, stock_id) references stock_items (store_id, id) on delete cascade,
  foreign key (store_id, article_id) references articles (store_id, id) on delete cascade,
  foreign key (store_id, option_id) references topping_options (store_id, id) on delete cascade
);
create unique index stock_refs_article_key on stock_refs (stock_id, article_id) where article_id is not null;
create unique index stock_refs_option_key on stock_refs (stock_id, option_id) where option_id is not null;
create index stock_refs_article_idx on stock_refs (article_id) where article_id is not null;
create index stock_refs_option_idx on stock_refs (option_id) where option_id is not null;
create index stock_refs_stock_idx on stock_refs (stock_id, position);
