import type { StockBodyInput, StockItem, StockRefType } from '@comanda/contract/catalogue/stock';

export type StockRefInput = NonNullable<StockBodyInput['refs']>[number];

/** The form's values for a stock item, or a blank new one (count 0, no warning, no references). */
export function stockFormValues(item: StockItem | null): StockBodyInput {
  if (!item) return { description: '', count: 0, warn_count: null, refs: [] };
  return {
    description: item.description,
    count: item.count,
    warn_count: item.warn_count,
    refs: item.refs.map((ref) => ({ ...ref })),
  };
}

/** A new reference: an article still to be chosen, no auto-deactivation, multiply empty (1). */
export const newStockRef = (): StockRefInput => ({
  id: '',
  type: 'article',
  disable_min_count: null,
  multiply: null,
});

/** Changing a reference's type clears its id (SPEC.md section 4): ids of one type mean nothing in the other. */
export function withRefType(ref: StockRefInput, type: StockRefType): StockRefInput {
  return ref.type === type ? ref : { ...ref, type, id: '' };
}

/** Auto-deactivate on: disable when the count reaches 0 (editable); off: never (null). */
export const disableMinCountFor = (autoDisable: boolean): number | null => (autoDisable ? 0 : null);
