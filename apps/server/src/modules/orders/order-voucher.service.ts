import type { Db } from '../../db/database';
import type { EventActor } from '../events/store-event';
import { appendStoreEvents } from '../events/store-events.service';
import { orderEvent } from './order-history';
import { lockTransferVoucher, writeTransferVoucher } from './order-voucher.repository';

/**
 * Keeps the url of a bank transfer voucher already stored as a file, with its history row
 * ('order:payment:transfer:voucher:changed'), in one transaction. Answers the url it replaced
 * (null for the first voucher), whose file the caller deletes once this has committed; null
 * when the store has no such transfer order (nothing written). The same url again writes nothing.
 */
export async function recordTransferVoucher(
  db: Db,
  storeId: string,
  orderId: string,
  url: string,
  actor: EventActor,
): Promise<{ replaced: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTransferVoucher(trx, storeId, orderId);
    if (!current) return null;
    if (current.voucherUrl === url) return { replaced: null };
    await writeTransferVoucher(trx, storeId, orderId, url);
    await appendStoreEvents(trx, storeId, actor, [orderEvent(orderId, 'voucher', 'voucher', current.voucherUrl, url)]);
    return { replaced: current.voucherUrl };
  });
}
