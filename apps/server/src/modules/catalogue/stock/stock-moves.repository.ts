import type { Db } from '../../../db/database';
import type { StockTargets } from './stock-availability.repository';
import type { SoldUnits, StockUnits } from './stock-units';
import type { StockChange } from './stock-warnings';
import { stockTargetsOf } from './stock.repository';

/*
 * Stock counts an order moves (DECISIONS.md "Pricing"): each sold unit takes `multiply`
 * (default 1) from every stock item that refers to the article or option; never below zero.
 */

/** What the sold units take from each of the store's stock items, by the stock refs as they are now. */
export async function stockUnitsFor(trx: Db, storeId: string, sold: SoldUnits): Promise<Map<string, number>> {
  const articleIds = [...sold.articleUnits.keys()];
  const optionIds = [...sold.optionUnits.keys()];
  const needed = new Map<string, number>();
  if (articleIds.length === 0 && optionIds.length === 0) return needed;
  const refs = await trx
    .selectFrom('stock_refs')
    .select(['stock_id', 'article_id', 'option_id', 'multiply'])
    .where('store_id', '=', storeId)
    .where((eb) =>
      eb.or([
        ...(articleIds.length > 0 ? [eb('article_id', 'in', articleIds)] : []),
        ...(optionIds.length > 0 ? [eb('option_id', 'in', optionIds)] : []),
      ]),
    )
    .execute();
  for (const ref of refs) {
    const units = ref.article_id ? sold.articleUnits.get(ref.article_id) : ref.option_id ? sold.optionUnits.get(ref.option_id) : 0;
    needed.set(ref.stock_id, (needed.get(ref.stock_id) ?? 0) + (units ?? 0) * (ref.multiply ?? 1));
  }
  for (const [id, units] of needed) if (units <= 0) needed.delete(id);
  return needed;
}

/**
 * The stock items these units touch, locked in id order, so concurrent orders change stock one
 * after the other without deadlocks. An item deleted meanwhile is not among them.
 */
async function lockStockItems(trx: Db, storeId: string, ids: readonly string[]) {
  return trx
    .selectFrom('stock_items')
    .select(['id', 'count', 'warn_count'])
    .where('store_id', '=', storeId)
    .where('id', 'in', [...ids].sort())
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** What a move did: every target of a touched item, and each item's count before and after. */
export type StockMove = StockTargets & { changes: StockChange[] };

/** Adds `sign` x the units to each item; answers every target of a touched item. */
async function moveStock(
  trx: Db,
  items: ReadonlyArray<{ id: string; count: number; warn_count: number | null }>,
  units: StockUnits,
  sign: 1 | -1,
): Promise<StockMove> {
  const articleIds: string[] = [];
  const optionIds: string[] = [];
  const changes: StockChange[] = [];
  for (const item of items) {
    const moved = sign * (units.get(item.id) ?? 0);
    changes.push({
      id: item.id,
      before: { count: item.count, warnCount: item.warn_count },
      after: { count: item.count + moved, warnCount: item.warn_count },
    });
    await trx
      .updateTable('stock_items')
      .set((eb) => ({ count: eb('count', '+', moved) }))
      .where('id', '=', item.id)
      .execute();
    const targets = await stockTargetsOf(trx, item.id);
    articleIds.push(...targets.articleIds);
    optionIds.push(...targets.optionIds);
  }
  return { articleIds, optionIds, changes };
}

/**
 * Takes the units from the store's stock items. Answers 'insufficient' (nothing taken) when a
 * count would go below zero, else the articles and options whose availability may have changed.
 */
export async function takeStock(trx: Db, storeId: string, units: StockUnits): Promise<StockMove | 'insufficient'> {
  if (units.size === 0) return { articleIds: [], optionIds: [], changes: [] };
  const items = await lockStockItems(trx, storeId, [...units.keys()]);
  if (items.some((item) => item.count < (units.get(item.id) ?? 0))) return 'insufficient';
  return moveStock(trx, items, units, -1);
}

/** Gives the units back to the store's stock items; answers the articles and options they refer to. */
export async function returnStock(trx: Db, storeId: string, units: StockUnits): Promise<StockMove> {
  if (units.size === 0) return { articleIds: [], optionIds: [], changes: [] };
  return moveStock(trx, await lockStockItems(trx, storeId, [...units.keys()]), units, 1);
}
