import type { Db } from '../../db/database';
import type { StockTargets } from '../catalogue/stock/stock-availability.repository';
import { stockTargetsOf } from '../catalogue/stock/stock.repository';

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
 * Takes the sold units from the store's stock (DECISIONS.md "Stock"). The items are locked in id
 * order first, so concurrent orders take stock one after the other without deadlocks. Answers
 * 'insufficient' (nothing taken) when a count would go below zero, else the articles and options
 * whose availability may have changed (every target of a touched item).
 */
export async function takeStock(trx: Db, storeId: string, sold: SoldUnits): Promise<StockTargets | 'insufficient'> {
  const needed = await unitsPerStockItem(trx, storeId, sold);
  const ids = [...needed.keys()].sort();
  if (ids.length === 0) return { articleIds: [], optionIds: [] };
  const items = await trx
    .selectFrom('stock_items')
    .select(['id', 'count'])
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (items.some((item) => item.count < (needed.get(item.id) ?? 0))) return 'insufficient';
  const articleIds: string[] = [];
  const optionIds: string[] = [];
  for (const item of items) {
    await trx
      .updateTable('stock_items')
      .set((eb) => ({ count: eb('count', '-', needed.get(item.id) ?? 0) }))
      .where('id', '=', item.id)
      .execute();
    const targets = await stockTargetsOf(trx, item.id);
    articleIds.push(...targets.articleIds);
    optionIds.push(...targets.optionIds);
  }
  return { articleIds, optionIds };
}
