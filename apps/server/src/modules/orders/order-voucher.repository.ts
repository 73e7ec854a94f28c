import type { Db } from '../../db/database';

/**
 * The voucher of the store's bank transfer order, its row locked until the transaction ends;
 * undefined when there is no such order or it is paid another way.
 */
export async function lockTransferVoucher(
  trx: Db,
  storeId: string,
  orderId: string,
): Promise<{ voucherUrl: string | null } | undefined> {
  const row = await trx
    .selectFrom('orders')
    .select('voucher_url')
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('payment_method', '=', 'bank_transfer')
    .forUpdate()
    .executeTakeFirst();
  return row ? { voucherUrl: row.voucher_url } : undefined;
}

export async function writeTransferVoucher(trx: Db, storeId: string, orderId: string, url: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ voucher_url: url, updated_at: new Date() })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .execute();
}
