import type { StockCountBody, StockWarnings } from '@comanda/contract/catalogue/stock';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/app-error';
import { systemActor } from '../../events/store-event';
import { appendStoreEvents } from '../../events/store-events.service';
import { applyStockAvailability } from './stock-availability.repository';
import { type StockChange, stockWarningEvent } from './stock-warnings';
import { findStockWarnRows, findStockWarnings, lockStockWarnRow, setStockCount, type StockWarnRow } from './stock-warnings.repository';
import { stockTargetsOf } from './stock.repository';

/*
 * 'Avisar con' (issue 20, stock-warnings.ts): the warnings staff see, 'Reponer', and the store
 * events a change of counts or thresholds raises, inside that change's transaction.
 */

/** The store's items at or below their threshold (the banner after a reload). */
export async function listStockWarnings(db: Db, storeId: string): Promise<StockWarnings> {
  return { data: await findStockWarnings(db, storeId) };
}

/**
 * Appends 'stock:low' / 'stock:out' for the changes that crossed into a worse level, as the
 * system. Call it after the change's other writes, inside its transaction.
 */
export async function raiseStockWarnings(trx: Db, storeId: string, changes: readonly StockChange[]): Promise<void> {
  const events = changes.flatMap((change) => stockWarningEvent(change) ?? []);
  if (events.length > 0) await appendStoreEvents(trx, storeId, systemActor, events);
}

/**
 * 'Reponer': sets the item's count, re-applies the availability of what it refers to (a restock
 * brings disabled articles back), and answers the store's warnings as they are now.
 */
export async function restockItem(db: Db, storeId: string, id: string, body: StockCountBody): Promise<StockWarnings> {
  return db.transaction().execute(async (trx) => {
    const before = await lockStockWarnRow(trx, storeId, id);
    if (!before) throw notFound('Item de stock');
    await setStockCount(trx, storeId, id, body.count);
    await applyStockAvailability(trx, storeId, await stockTargetsOf(trx, id));
    await raiseStockWarnings(trx, storeId, [
      { id, before: { count: before.count, warnCount: before.warn_count }, after: { count: body.count, warnCount: before.warn_count } },
    ]);
    return listStockWarnings(trx, storeId);
  });
}

/** The stock items these events are about, as they are now (the live stream). */
export async function stockItemsByIds(db: Db, storeId: string, ids: readonly string[]): Promise<Map<string, StockWarnRow>> {
  return new Map((await findStockWarnRows(db, storeId, ids)).map((row) => [row.id, row]));
}

export type { StockWarnRow };
