import type { SoldUnits } from '../catalogue/stock/stock-units';
import type { OrderStockRef } from './order-stock-refs.repository';

/**
 * What the sold units take from each stock item (DECISIONS.md "Pricing"): each sold unit takes
 * `multiply` (default 1) from every stock item that refers to the article or option. Items that
 * would take nothing are left out.
 */
export function stockUnitsOf(refs: readonly OrderStockRef[], sold: SoldUnits): Map<string, number> {
  const needed = new Map<string, number>();
  for (const ref of refs) {
    const units = ref.article_id ? sold.articleUnits.get(ref.article_id) : ref.option_id ? sold.optionUnits.get(ref.option_id) : 0;
    needed.set(ref.stock_id, (needed.get(ref.stock_id) ?? 0) + (units ?? 0) * (ref.multiply ?? 1));
  }
  for (const [id, units] of needed) if (units <= 0) needed.delete(id);
  return needed;
}
