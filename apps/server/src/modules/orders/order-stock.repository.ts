import type { Db } from '../../db/database';
import type { StockTargets } from '../catalogue/stock/stock-availability.repository';
import { stockTargetsOf } from '../catalogue/stock/stock.repository';

/*
 * What an order does to stock (DECISIONS.md "Pricing" and "Order flow"): placing it takes the
 * sold units, cancelling it returns them, reopening a cancelled order takes them again.
 */

/** Sold units per article and per option. */
export interface SoldUnits {
  articleUnits: ReadonlyMap<string, number>;
  optionUnits: ReadonlyMap<string, number>;
}

/** Units each stock item loses: every ref to a sold article or option takes multiply (default 1) per unit. */
async function unitsPerStockItem(trx: Db, storeId: string, sold: SoldUnits): Promise<Map<string, number>> {
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
  return needed;
}

/**
 * The stock items these units touch, locked in id order, so concurrent orders change stock one
 * after the other without deadlocks.
 */
async function lockStockItems(trx: Db, storeId: string, ids: readonly string[]) {
  return trx
    .selectFrom('stock_items')
    .select(['id', 'count'])
    .where('store_id', '=', storeId)
    .where('id', 'in', [...ids].sort())
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Adds `sign` x the units to each item; answers every target of a touched item. */
async function moveStock(
  trx: Db,
  items: ReadonlyArray<{ id: string }>,
  needed: ReadonlyMap<string, number>,
  sign: 1 | -1,
): Promise<StockTargets> {
  const articleIds: string[] = [];
  const optionIds: string[] = [];
  for (const item of items) {
    await trx
      .updateTable('stock_items')
      .set((eb) => ({ count: eb('count', '+', sign * (needed.get(item.id) ?? 0)) }))
      .where('id', '=', item.id)
      .execute();
    const targets = await stockTargetsOf(trx, item.id);
    articleIds.push(...targets.articleIds);
    optionIds.push(...targets.optionIds);
  }
  return { articleIds, optionIds };
}

/**
 * Takes the sold units from the store's stock. Answers 'insufficient' (nothing taken) when a
 * count would go below zero, else the articles and options whose availability may have changed.
 */
export async function takeStock(trx: Db, storeId: string, sold: SoldUnits): Promise<StockTargets | 'insufficient'> {
  const needed = await unitsPerStockItem(trx, storeId, sold);
  if (needed.size === 0) return { articleIds: [], optionIds: [] };
  const items = await lockStockItems(trx, storeId, [...needed.keys()]);
  if (items.some((item) => item.count < (needed.get(item.id) ?? 0))) return 'insufficient';
  return moveStock(trx, items, needed, -1);
}

/**
 * Gives the units back (a cancelled order). The stock refs as they are now decide where they go:
 * a ref added or removed since the order was placed counts as if it had always been so.
 */
export async function returnStock(trx: Db, storeId: string, sold: SoldUnits): Promise<StockTargets> {
  const needed = await unitsPerStockItem(trx, storeId, sold);
  if (needed.size === 0) return { articleIds: [], optionIds: [] };
  return moveStock(trx, await lockStockItems(trx, storeId, [...needed.keys()]), needed, 1);
}

/** What the store's order sold, rebuilt from its lines: one unit per line, options by count. */
export async function findOrderSoldUnits(trx: Db, storeId: string, orderId: string): Promise<SoldUnits> {
  const [lines, options] = await Promise.all([
    trx.selectFrom('order_items').select('article_id').where('store_id', '=', storeId).where('order_id', '=', orderId).execute(),
    trx
      .selectFrom('order_item_options as o')
      .innerJoin('order_items as i', 'i.id', 'o.item_id')
      .select(['o.option_id', 'o.count'])
      .where('i.store_id', '=', storeId)
      .where('o.order_id', '=', orderId)
      .execute(),
  ]);
  const articleUnits = new Map<string, number>();
  const optionUnits = new Map<string, number>();
  for (const line of lines) articleUnits.set(line.article_id, (articleUnits.get(line.article_id) ?? 0) + 1);
  for (const option of options) optionUnits.set(option.option_id, (optionUnits.get(option.option_id) ?? 0) + option.count);
  return { articleUnits, optionUnits };
}
