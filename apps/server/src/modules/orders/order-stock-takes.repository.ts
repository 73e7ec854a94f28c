import type { Db } from '../../db/database';

/*
 * What each order took from each stock item (order_stock_takes). `held` says whether the order
 * holds the units now (placed or reopened) or gave them back (cancelled).
 */

/** The store's order's takes that are held (or, with held false, given back): units per stock item. */
export async function findStockTakes(trx: Db, storeId: string, orderId: string, held: boolean): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('order_stock_takes')
    .select(['stock_item_id', 'quantity'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('held', '=', held)
    .execute();
  return new Map(rows.map((row) => [row.stock_item_id, row.quantity]));
}

/** Marks every take of the store's order held (taken again) or not (given back). */
export async function setStockTakesHeld(trx: Db, storeId: string, orderId: string, held: boolean): Promise<void> {
  await trx
    .updateTable('order_stock_takes')
    .set({ held })
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .execute();
}
