import type { ColumnType, GeneratedAlways } from 'kysely';

/** Columns the database fills (defaults) are optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: read as exact decimal strings, written as strings (see db/numeric.ts). */
type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null, string | null>;
/** jsonb written as its JSON text (node-postgres would send a JS array as a PostgreSQL array). */
type JsonStrings = ColumnType<string[], string | undefined, string>;
type CurrencyColumn = 'ARS' | 'USD';
/** comanda_fold() of the fields people search (migration 004); the database keeps it. */
type SearchText = GeneratedAlways<string>;

export interface ToppingsTable {
  id: string;
  store_id: string;
  name: string;
  description: Defaulted<string>;
  visible: Defaulted<boolean>;
  created_at: Timestamp;
  search_text: SearchText;
}

export interface ToppingOptionsTable {
  id: string;
  store_id: string;
  topping_id: string;
  position: number;
  name: string;
  description: Defaulted<string>;
  disabled: Defaulted<boolean>;
  disabled_by_stock: Defaulted<boolean>;
  currency: CurrencyColumn;
  price_import: Numeric;
  price_discount: Numeric;
  price_total: Numeric;
  search_text: SearchText;
}

export interface ArticlesTable {
  id: string;
  store_id: string;
  name: string;
  slug: string;
  description: Defaulted<string>;
  images_url: JsonStrings;
  disabled: Defaulted<boolean>;
  disabled_by_stock: Defaulted<boolean>;
  currency: CurrencyColumn;
  price_import: Numeric;
  price_discount: Numeric;
  price_total: Numeric;
  created_at: Timestamp;
  search_text: SearchText;
  /** comanda_fold(name): sorting by name uses an index. */
  name_key: GeneratedAlways<string>;
}

export interface ArticleToppingsTable {
  article_id: string;
  topping_id: string;
  store_id: string;
  position: number;
  min: Defaulted<number>;
  max: Defaulted<number>;
  required: Defaulted<boolean>;
}

export interface SectionsTable {
  id: string;
  store_id: string;
  name: string;
  slug: string;
  visible: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  icon_url: string | null;
  created_at: Timestamp;
  search_text: SearchText;
}

export interface SectionArticlesTable {
  section_id: string;
  article_id: string;
  store_id: string;
  position: number;
}

export interface CouponsTable {
  id: string;
  store_id: string;
  code: string;
  active: Defaulted<boolean>;
  discount_percent: NullableNumeric;
  discount_amount: NullableNumeric;
  discount_amount_currency: CurrencyColumn | null;
  max_percent: NullableNumeric;
  max_amount: NullableNumeric;
  max_amount_currency: CurrencyColumn | null;
  use_count: Defaulted<number>;
  max_use: number | null;
  created_at: Timestamp;
  search_text: SearchText;
}

export interface CouponSchedulesTable {
  coupon_id: string;
  id: string;
  store_id: string;
  position: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  active: Defaulted<boolean>;
}

export interface StockItemsTable {
  id: string;
  store_id: string;
  description: string;
  count: number;
  /** 'Avisar con': warn at or below this count (migration 024); null never warns. */
  warn_count: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  search_text: SearchText;
}

export interface StockRefsTable {
  stock_id: string;
  store_id: string;
  position: number;
  type: 'article' | 'topping_option';
  article_id: string | null;
  option_id: string | null;
  disable_min_count: number | null;
  multiply: number | null;
}

export interface CatalogueTables {
  toppings: ToppingsTable;
  topping_options: ToppingOptionsTable;
  articles: ArticlesTable;
  article_toppings: ArticleToppingsTable;
  sections: SectionsTable;
  section_articles: SectionArticlesTable;
  coupons: CouponsTable;
  coupon_schedules: CouponSchedulesTable;
  stock_items: StockItemsTable;
  stock_refs: StockRefsTable;
}
