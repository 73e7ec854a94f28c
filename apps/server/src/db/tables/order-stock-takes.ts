import type { ColumnType } from 'kysely';

/** Columns the database fills (defaults) are optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * What an order took from one stock item (migration 010): cancelling gives back `quantity`
 * (held becomes false), reopening takes it again (held becomes true).
 */
export interface OrderStockTakesTable {
  order_id: string;
  stock_item_id: string;
  store_id: string;
  quantity: number;
  held: Defaulted<boolean>;
}

export interface OrderStockTakeTables {
  order_stock_takes: OrderStockTakesTable;
}
