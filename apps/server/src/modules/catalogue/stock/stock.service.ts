import type { StockBody, StockItem, StockList, StockListQuery } from '@comanda/contract/catalogue/stock';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../http/app-error';
import { existingArticleIds } from '../articles/articles.repository';
import { existingOptionIds } from '../toppings/toppings.repository';
import { applyStockAvailability } from './stock-availability.repository';
import { lockStockWarnRow, setStockWarnCount } from './stock-warnings.repository';
import { raiseStockWarnings } from './stock-warnings.service';
import { findStockItem, listStock, replaceStockRefs, stockTargetsOf, upsertStockItem } from './stock.repository';

export async function listStoreStock(db: Db, storeId: string, query: StockListQuery): Promise<StockList> {
  const { data, count } = await listStock(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

export async function getStockItem(db: Db, storeId: string, id: string): Promise<StockItem> {
  const item = await findStockItem(db, storeId, id);
  if (!item) throw notFound('Item de stock');
  return item;
}

async function assertRefsExist(db: Db, storeId: string, refs: StockBody['refs']): Promise<void> {
  const idsOf = (type: StockBody['refs'][number]['type']) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const found = {
    article: await existingArticleIds(db, storeId, idsOf('article')),
    topping_option: await existingOptionIds(db, storeId, idsOf('topping_option')),
  };
  const missing = refs.findIndex((ref) => !found[ref.type].has(ref.id));
  if (missing >= 0) {
    const what = refs[missing]?.type === 'article' ? 'el articulo' : 'la opcion de topping';
    throw badRequest(`Error en los parametros: body.refs.${missing}.id: ${what} no existe en esta tienda`);
  }
}

/**
 * Creates or updates the item and its refs, then re-applies the stock rule to every article and
 * option it referred to before or refers to now (a dropped ref may release a disable), all in
 * one transaction. A body without warn_count keeps the saved threshold; an edit that brings the
 * count to or below it raises its warning (stock-warnings.ts).
 */
export async function saveStockItem(db: Db, storeId: string, id: string, body: StockBody): Promise<StockItem> {
  return db.transaction().execute(async (trx) => {
    const before = await lockStockWarnRow(trx, storeId, id);
    if (!(await upsertStockItem(trx, storeId, id, body))) throw notFound('Item de stock');
    if (body.warn_count !== undefined) await setStockWarnCount(trx, storeId, id, body.warn_count);
    await assertRefsExist(trx, storeId, body.refs);
    const targetsBefore = await stockTargetsOf(trx, id);
    await replaceStockRefs(trx, storeId, id, body.refs);
    const after = await stockTargetsOf(trx, id);
    await applyStockAvailability(trx, storeId, {
      articleIds: [...targetsBefore.articleIds, ...after.articleIds],
      optionIds: [...targetsBefore.optionIds, ...after.optionIds],
    });
    const saved = await getStockItem(trx, storeId, id);
    const warnBefore = before ?? { count: 0, warn_count: null };
    await raiseStockWarnings(trx, storeId, [
      {
        id,
        before: { count: warnBefore.count, warnCount: warnBefore.warn_count },
        after: { count: saved.count, warnCount: saved.warn_count },
      },
    ]);
    return saved;
  });
}
