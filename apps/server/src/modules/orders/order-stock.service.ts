import type { Db } from '../../db/database';
import { applyStockAvailability } from '../catalogue/visible/stock-availability.service';
import { returnStock, takeStock } from '../catalogue/stock/stock-moves.service';
import { raiseStockWarnings } from '../catalogue/stock/stock-warnings.service';
import type { StockUnits } from '../catalogue/stock/stock-units';
import { stockTargetsOfItems, takeStockForOrder } from './order-stock-placement.repository';
import { findStockTakes, setStockTakesHeld } from './order-stock-takes.repository';

/*
 * What an order does to stock (DECISIONS.md "Pricing" and "Order flow"): placing it takes the
 * sold units and records what it took; cancelling gives back exactly that; reopening takes
 * exactly that again. An order that recorded nothing (the demo's, or written without the
 * storefront) moves nothing. Each path re-applies the availability of the articles and options
 * the touched items refer to. Call inside the order's transaction.
 */

/**
 * Placement: takes the units (order-stock-units.ts, by the stock refs read with the order's
 * catalogue) and records them for the order (whose row may be written later in the
 * transaction), in one statement; then re-applies the availability of what the items taken
 * from refer to, read now that they are locked, when stock governs any of it. false: some item lacks the units, nothing was
 * taken. A take that brings an item to its 'Avisar con' raises its warning (one more statement,
 * only then: the placement's own statement stays the transaction's last).
 */
export async function takeOrderStock(trx: Db, storeId: string, orderId: string, units: StockUnits): Promise<boolean> {
  if (units.size === 0) return true;
  const taken = await takeStockForOrder(trx, storeId, orderId, units);
  if (taken === 'insufficient') return false;
  const targets = await stockTargetsOfItems(trx, taken.taken);
  if (targets.governed) await applyStockAvailability(trx, storeId, targets);
  await raiseStockWarnings(trx, storeId, taken.warned);
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

/** The stock refs of an order's articles and options as part of a caller's larger statement (a JSON column). */
export { type OrderStockRef, orderStockRefsJson } from './order-stock-refs.repository';
