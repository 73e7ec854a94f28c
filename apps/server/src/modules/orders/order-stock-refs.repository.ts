import { type Expression, type RawBuilder, sql } from 'kysely';

/** A stock ref as an order reads it: which stock item an article or option takes from, and how many per unit. */
export interface OrderStockRef {
  stock_id: string;
  article_id: string | null;
  option_id: string | null;
  multiply: number | null;
}

/**
 * The store's stock refs of these articles and options, as a JSON column of a larger statement:
 * what the order's sold units will take (read before the order's transaction, unlocked, as the
 * units were always read before the stock items are locked).
 */
export function orderStockRefsJson(
  storeId: Expression<string>,
  articleIds: readonly string[],
  optionIds: readonly string[],
): RawBuilder<OrderStockRef[]> {
  return sql<OrderStockRef[]>`coalesce((
    select json_agg(json_build_object('stock_id', r.stock_id, 'article_id', r.article_id, 'option_id', r.option_id,
      'multiply', r.multiply))
    from stock_refs r
    where r.store_id = ${storeId}
      and (r.article_id = any(${[...new Set(articleIds)]}::uuid[]) or r.option_id = any(${[...new Set(optionIds)]}::uuid[]))), '[]')`;
}
