import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** Articles and topping options whose availability depends on stock. */
export interface StockTargets {
  articleIds: readonly string[];
  optionIds: readonly string[];
}

/** A table whose rows stock can disable, and the stock_refs column that points at them. */
type StockTargetTable =
  | { table: 'articles'; refColumn: 'article_id' }
  | { table: 'topping_options'; refColumn: 'option_id' };

const articles: StockTargetTable = { table: 'articles', refColumn: 'article_id' };
const toppingOptions: StockTargetTable = { table: 'topping_options', refColumn: 'option_id' };

/**
 * Re-applies DECISIONS.md "Stock" to these articles and options: one is low when any stock item
 * referring to it with a disable_min_count has count <= that minimum.
 * - low and enabled: disabled, marked disabled_by_stock;
 * - not low and disabled_by_stock: enabled again;
 * - anything else (in particular disabled by staff) is left as it is.
 * The rows are locked first, in id order, so concurrent stock changes apply one after the other
 * and the second sees the counts the first committed. Call it after any change of counts or refs
 * (catalogue saves now; the orders that take stock later), inside that change's transaction.
 */
export async function applyStockAvailability(db: Db, storeId: string, targets: StockTargets): Promise<void> {
  await applyToRowsOf(articles, db, storeId, targets.articleIds);
  await applyToRowsOf(toppingOptions, db, storeId, targets.optionIds);
}

async function applyToRowsOf(
  { table, refColumn }: StockTargetTable,
  db: Db,
  storeId: string,
  targetIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(targetIds)];
  if (ids.length === 0) return;
  await db
    .selectFrom(table)
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  await sql`
    update ${sql.table(table)} t set disabled = e.low, disabled_by_stock = e.low
    from (
      select x.id, exists (
        select 1 from stock_refs r join stock_items s on s.id = r.stock_id
        where ${sql.ref(`r.${refColumn}`)} = x.id and r.disable_min_count is not null and s.count <= r.disable_min_count
      ) as low
      from ${sql.table(table)} x where x.store_id = ${storeId} and x.id in (${sql.join(ids)})
    ) e
    where t.id = e.id and ((e.low and not t.disabled) or (not e.low and t.disabled_by_stock))
  `.execute(db);
}
