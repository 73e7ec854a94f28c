import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** Articles and topping options whose availability depends on stock. */
export interface StockTargets {
  articleIds: readonly string[];
  optionIds: readonly string[];
}

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
  const articleIds = [...new Set(targets.articleIds)];
  const optionIds = [...new Set(targets.optionIds)];
  if (articleIds.length > 0) {
    await db
      .selectFrom('articles')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', 'in', articleIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    await sql`
      update articles a set disabled = e.low, disabled_by_stock = e.low
      from (
        select x.id, exists (
          select 1 from stock_refs r join stock_items s on s.id = r.stock_id
          where r.article_id = x.id and r.disable_min_count is not null and s.count <= r.disable_min_count
        ) as low
        from articles x where x.store_id = ${storeId} and x.id in (${sql.join(articleIds)})
      ) e
      where a.id = e.id and ((e.low and not a.disabled) or (not e.low and a.disabled_by_stock))
    `.execute(db);
  }
  if (optionIds.length > 0) {
    await db
      .selectFrom('topping_options')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', 'in', optionIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    await sql`
      update topping_options o set disabled = e.low, disabled_by_stock = e.low
      from (
        select x.id, exists (
          select 1 from stock_refs r join stock_items s on s.id = r.stock_id
          where r.option_id = x.id and r.disable_min_count is not null and s.count <= r.disable_min_count
        ) as low
        from topping_options x where x.store_id = ${storeId} and x.id in (${sql.join(optionIds)})
      ) e
      where o.id = e.id and ((e.low and not o.disabled) or (not e.low and o.disabled_by_stock))
    `.execute(db);
  }
}
