import type { Db } from '../../db/database';

/** Keeps the voucher url of the store's bank transfer order; false when no such order matched. */
export async function setTransferVoucher(db: Db, storeId: string, orderId: string, url: string): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ voucher_url: url, updated_at: new Date() })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('payment_method', '=', 'bank_transfer')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
