import { orderRoutes } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { answerVersion, ifMatchAllows } from '../../http/answer-version';
import { AppError } from '../../http/app-error';
import { getOrderDetail } from './orders.service';

/**
 * Decision 014 for an order's PUTs, checked inside the change's transaction once it holds the
 * order's row lock: the version is the order's detail as its GET answers it, read after the lock,
 * so a change committed meanwhile is seen. A stale If-Match is refused (412) before any write.
 */
export async function checkOrderVersion(trx: Db, storeId: string, orderId: string, ifMatch: string): Promise<void> {
  const current = await getOrderDetail(trx, storeId, orderId);
  if (!ifMatchAllows(ifMatch, answerVersion(orderRoutes.get.response, current))) throw new AppError('VERSION:STALE');
}
