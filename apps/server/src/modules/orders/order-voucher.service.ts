import type { Db } from '../../db/database';
import type { EventActor } from '../events/store-event';
import { appendStoreEvents } from '../events/store-events.service';
import { orderEvent } from './order-history';
import { lockTransferVoucher, writeTransferVoucher } from './order-voucher.repository';

/**
 * Keeps the url of a bank transfer voucher already stored as a file, with its history row
 * ('order:payment:transfer:voucher:changed'), in one transaction. false when the store has no
 * such transfer order (nothing written). The same url again writes nothing.
 */
export async function recordTransferVoucher(
  db: Db,
  storeId: string,
  orderId: string,
  url: string,
  actor: EventActor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTransferVoucher(trx, storeId, orderId);
    if (!current) return false;
    if (current.voucherUrl === url) return true;
    await writeTransferVoucher(trx, storeId, orderId, url);
    await appendStoreEvents(trx, storeId, actor, [orderEvent(orderId, 'voucher', 'voucher', current.voucherUrl, url)]);
    return true;
  });
}
