import type { OrderStatus } from '@comanda/contract/order-enums';

/**
 * How many orders each store has in each status (migration 013), kept by triggers on orders at
 * the commit of every order write: the orders list counts from here instead of count(*).
 */
export interface OrderStatusCountsTable {
  store_id: string;
  status: OrderStatus;
  count: number;
}

export interface OrderStatusCountTables {
  order_status_counts: OrderStatusCountsTable;
}
