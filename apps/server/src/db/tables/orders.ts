import type { ColumnType, GeneratedAlways } from 'kysely';
import type {
  DeliveryMethod,
  DeliveryStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PreparationStatus,
} from '@comanda/contract/order-enums';

/** Columns the database fills (defaults) are optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: read as exact decimal strings, written as strings (see db/numeric.ts). */
type Numeric = ColumnType<string, string, string>;
type DefaultedNumeric = ColumnType<string, string | undefined, string>;
type CurrencyColumn = 'ARS' | 'USD';
/**
 * date column: the drivers would parse it into a Date at local midnight, so the repository reads
 * it as `to_char(..., 'YYYY-MM-DD')`; written as 'YYYY-MM-DD'.
 */
type DateColumn = ColumnType<unknown, string | null | undefined, string | null>;
/** time columns read as 'HH:MM:SS' and written as 'HH:MM' or 'HH:MM:SS'. */
type NullableTime = ColumnType<string | null, string | null | undefined, string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Per-store order numbering (migration 008). */
export interface StoreOrderCountersTable {
  store_id: string;
  last: number;
}

export interface OrdersTable {
  id: string;
  store_id: string;
  number: number;
  status: Defaulted<OrderStatus>;
  client_id: string;
  client_name: string;
  client_phone: string;
  currency: Defaulted<CurrencyColumn>;
  delivery_method: DeliveryMethod;
  delivery_immediate: boolean;
  delivery_date: DateColumn;
  delivery_schedule_id: Nullable<string>;
  delivery_start: NullableTime;
  delivery_end: NullableTime;
  location_city: Defaulted<string>;
  location_address_one: Defaulted<string>;
  location_address_two: Defaulted<string>;
  location_indications: Defaulted<string>;
  delivery_cost: DefaultedNumeric;
  delivery_status: Defaulted<DeliveryStatus>;
  rider_user_id: Nullable<string>;
  payment_method: PaymentMethod;
  payment_status: Defaulted<PaymentStatus>;
  bank_transfer_name: Nullable<string>;
  bank_transfer_alias: Nullable<string>;
  bank_transfer_cuit: Nullable<string>;
  bank_transfer_cvu: Nullable<string>;
  voucher_url: Nullable<string>;
  /** Cash 'paga con', in the order's currency; null when not said or not cash (migration 021). */
  cash_pays_with: Nullable<string>;
  preparation_status: Defaulted<PreparationStatus>;
  coupon_id: Nullable<string>;
  coupon_code: Nullable<string>;
  imports_items: Numeric;
  imports_delivery: Numeric;
  imports_discount: Numeric;
  imports_coupon: Numeric;
  imports_total: Numeric;
  turn_id: Nullable<string>;
  idempotency_key: Nullable<string>;
  request_hash: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  prepared_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  /** When the customer was told to expect it (migration 009). */
  promised_at: Timestamp;
  accepted_at: NullableTimestamp;
  /** First opened, accepted or rejected by staff: a 'Nueva' order rings until then. */
  seen_at: NullableTimestamp;
  cancel_reason: Nullable<string>;
  /** The staff user who entered it at the counter; null for a customer's order (migration 020). */
  entered_by_user_id: Nullable<string>;
  /** comanda_fold(number, client name and phone): what the list search matches. */
  search_text: GeneratedAlways<string>;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  store_id: string;
  position: number;
  message: string | null;
  article_id: string;
  article_slug: string;
  article_name: string;
  article_image_url: string | null;
  article_import: Numeric;
  article_discount: Numeric;
  article_total: Numeric;
  item_import: Numeric;
  item_discount: Numeric;
  item_total: Numeric;
}

export interface OrderItemToppingsTable {
  item_id: string;
  topping_id: string;
  order_id: string;
  position: number;
  name: string;
  error: string | null;
}

export interface OrderItemOptionsTable {
  item_id: string;
  topping_id: string;
  option_id: string;
  order_id: string;
  position: number;
  name: string;
  count: number;
  option_import: Numeric;
  option_discount: Numeric;
  option_total: Numeric;
}

export interface OrderTables {
  store_order_counters: StoreOrderCountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_toppings: OrderItemToppingsTable;
  order_item_options: OrderItemOptionsTable;
}
