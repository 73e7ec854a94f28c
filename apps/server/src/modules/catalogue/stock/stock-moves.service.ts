import type { Db } from '../../../db/database';
import { applyStockAvailability } from './stock-availability.repository';
import { returnStock as giveBack, stockUnitsFor as unitsFor, takeStock as take } from './stock-moves.repository';
import type { SoldUnits, StockUnits } from './stock-units';
import { raiseStockWarnings } from './stock-warnings.service';

/*
 * What orders do to the store's stock (DECISIONS.md "Pricing"): each move also re-applies the
 * availability of the articles and options the touched items refer to, and a take that brings an
 * item to its 'Avisar con' raises its warning (stock-warnings.ts). Call inside the order's
 * transaction, before its own events.
 */

/** What the sold units take from each of the store's stock items, by the stock refs as they are now. */
export const stockUnitsFor = (trx: Db, storeId: string, sold: SoldUnits): Promise<Map<string, number>> =>
  unitsFor(trx, storeId, sold);

/** Takes the units from the stock items; false when some item lacks them (nothing taken). */
export async function takeStock(trx: Db, storeId: string, units: StockUnits): Promise<boolean> {
  const touched = await take(trx, storeId, units);
  if (touched === 'insufficient') return false;
  await applyStockAvailability(trx, storeId, touched);
  await raiseStockWarnings(trx, storeId, touched.changes);
  return true;
}

/** Gives the units back to the stock items. */
export async function returnStock(trx: Db, storeId: string, units: StockUnits): Promise<void> {
  await applyStockAvailability(trx, storeId, await giveBack(trx, storeId, units));
}
