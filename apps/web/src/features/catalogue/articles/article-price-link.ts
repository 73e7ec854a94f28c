import type { Price } from '@comanda/contract/catalogue/price';
import { importFromTotal, totalFromImport } from '@comanda/contract/catalogue/price';
import type { Money } from '@comanda/contract/money';
import type { MoneyValue } from '../../../components/money-input';
import { toMoney } from '../../../components/money-input';

/** An article price as the form holds it. */
export interface PriceValues {
  import: MoneyValue;
  discount?: number;
  total: MoneyValue;
}

/** Editing the import: total = import x (1 - discount/100). */
export function priceWithImport(price: PriceValues, importMoney: Money): Price {
  const discount = price.discount ?? 0;
  return { import: importMoney, discount, total: totalFromImport(importMoney, discount) };
}

/** Editing the discount: the import stays, total = import x (1 - discount/100). */
export function priceWithDiscount(price: PriceValues, discount: number): Price {
  const importMoney = toMoney(price.import);
  return { import: importMoney, discount, total: totalFromImport(importMoney, discount) };
}

/**
 * Editing the total: import = total / (1 - discount/100), the exact inverse (DECISIONS.md);
 * at a 100 % discount the import stays as it is.
 */
export function priceWithTotal(price: PriceValues, total: Money): Price {
  const discount = price.discount ?? 0;
  return { import: importFromTotal(total, discount, toMoney(price.import)), discount, total };
}
