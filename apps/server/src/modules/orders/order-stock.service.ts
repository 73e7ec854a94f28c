import type { Db } from '../../db/database';
import { returnStock, stockUnitsFor, takeStock } from '../catalogue/stock/stock-moves.service';
import type { SoldUnits } from '../catalogue/stock/stock-units';
import { findStockTakes, recordStockTakes, setStockTakesHeld } from './order-stock-takes.repository';

/*
 * What an order does to stock (DECISIONS.md "Pricing" and "Order flow"): placing it takes the
 * sold units and records what it took; cancelling gives back exactly that; reopening takes
 * exactly that again. An order that recorded nothing (the demo's, or written without the
 * storefront) moves nothing. Each path re-applies the availability of the articles and options
 * the touched items refer to. Call inside the order's transaction.
 */

/**
 * Placement: takes the sold units by the stock refs as they are now and records them for the
 * order (whose row may be written later in the transaction). false: some item lacks the units,
 * nothing was taken.
 */
export async function takeOrderStock(trx: Db, storeId: string, orderId: string, sold: SoldUnits): Promise<boolean> {
  const units = await stockUnitsFor(trx, storeId, sold);
  if (!(await takeStock(trx, storeId, units))) return false;
  await recordStockTakes(trx, storeId, orderId, units);
  return true;
}

/** Cancelling: gives back what the order holds and marks it given back. */
export async function returnOrderStock(trx: Db, storeId: string, orderId: string): Promise<void> {
  const held = await findStockTakes(trx, storeId, orderId, true);
  if (held.size === 0) return;
  await returnStock(trx, storeId, held);
  await setStockTakesHeld(trx, storeId, orderId, false);
}

/**
 * Reopening: takes again what the order gave back and marks it held. false: some item lacks the
 * units, nothing was taken.
 */
export async function retakeOrderStock(trx: Db, storeId: string, orderId: string): Promise<boolean> {
  const returned = await findStockTakes(trx, storeId, orderId, false);
  if (returned.size === 0) return true;
  if (!(await takeStock(trx, storeId, returned))) return false;
  await setStockTakesHeld(trx, storeId, orderId, true);
  return true;
}
