import { type Selectable, sql } from 'kysely';
import type { StockBody, StockItem, StockListQuery, StockRef } from '@comanda/contract/catalogue/stock';
import { childRowsByParent, replaceChildRows } from '../../../db/child-rows';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  sortableText,
  type SortColumns,
} from '../../../db/list-page';
import type { StockItemsTable } from '../../../db/tables/catalogue';
import { findStoreEntity } from '../shared/store-rows';
import type { StockTargets } from './stock-availability.repository';

const sortColumns: SortColumns = {
  created_at: sql.ref('s.created_at'),
  description: sortableText(sql.ref('s.description')),
  count: sql.ref('s.count'),
};

type StockRow = Selectable<StockItemsTable>;

async function withRefs(db: Db, rows: StockRow[]): Promise<StockItem[]> {
  const byItem = await childRowsByParent(db, 'stock_refs', 'stock_id', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    count: row.count,
    warn_count: row.warn_count,
    store_id: row.store_id,
    refs: (byItem.get(row.id) ?? []).map(
      (ref): StockRef => ({
        id: ref.article_id ?? ref.option_id ?? '',
        type: ref.type,
        disable_min_count: ref.disable_min_count,
        multiply: ref.multiply,
      }),
    ),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listStock(
  db: Db,
  storeId: string,
  query: StockListQuery,
): Promise<{ data: StockItem[]; count: number }> {
  let base = db.selectFrom('stock_items as s').where('s.store_id', '=', storeId);
  const search = searchCondition(query.query, (pattern) => anyColumnMatches([sql.ref('s.search_text')], pattern));
  if (search) base = base.where(search);
  const { rows, count } = await fetchPage(base, (q) => q.selectAll('s'), {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('s.id')),
  });
  return { data: await withRefs(db, rows), count };
}

export const findStockItem = (db: Db, storeId: string, id: string): Promise<StockItem | null> =>
  findStoreEntity(db, 'stock_items', storeId, id, withRefs);

/** Inserts the item or updates it when it is the store's; false when the id is another store's. */
export async function upsertStockItem(db: Db, storeId: string, id: string, body: StockBody): Promise<boolean> {
  const saved = await db
    .insertInto('stock_items')
    .values({ id, store_id: storeId, description: body.description, count: body.count })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ description: eb.ref('excluded.description'), count: eb.ref('excluded.count') }))
        .where('stock_items.store_id', '=', storeId),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

/** The articles and options the item refers to now. */
export async function stockTargetsOf(db: Db, stockId: string): Promise<StockTargets> {
  const refs = await db
    .selectFrom('stock_refs')
    .select(['article_id', 'option_id'])
    .where('stock_id', '=', stockId)
    .execute();
  return {
    articleIds: refs.flatMap((ref) => (ref.article_id ? [ref.article_id] : [])),
    optionIds: refs.flatMap((ref) => (ref.option_id ? [ref.option_id] : [])),
  };
}

export async function replaceStockRefs(
  db: Db,
  storeId: string,
  stockId: string,
  refs: StockBody['refs'],
): Promise<void> {
  await replaceChildRows(
    db,
    'stock_refs',
    'stock_id',
    stockId,
    refs.map((ref, position) => ({
      stock_id: stockId,
      store_id: storeId,
      position,
      type: ref.type,
      article_id: ref.type === 'article' ? ref.id : null,
      option_id: ref.type === 'topping_option' ? ref.id : null,
      disable_min_count: ref.disable_min_count,
      multiply: ref.multiply,
    })),
  );
}
