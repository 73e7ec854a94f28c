import type { Db } from '../../../db/database';
import { applyStockAvailability as apply, type StockTargets } from '../stock/stock-availability.repository';

export type { StockTargets };

/*
 * Whether customers may order what stock refers to (DECISIONS.md "Stock"), for a stock change
 * made outside the catalogue (an order's take): re-applies the rule to these articles and
 * options inside the change's transaction.
 */
export const applyStockAvailability = (trx: Db, storeId: string, targets: StockTargets): Promise<void> =>
  apply(trx, storeId, targets);
