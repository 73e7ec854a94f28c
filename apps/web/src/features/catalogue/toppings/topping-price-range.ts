import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { Money } from '@comanda/contract/money';
import { toCents } from '@comanda/contract/money';

/** The lowest and highest option total of a topping; null when it has no options. */
export function toppingPriceRange(topping: Topping): { low: Money; high: Money } | null {
  const [first, ...rest] = topping.options;
  if (!first) return null;
  let low = first.total;
  let high = first.total;
  for (const option of rest) {
    if (toCents(option.total.amount) < toCents(low.amount)) low = option.total;
    if (toCents(option.total.amount) > toCents(high.amount)) high = option.total;
  }
  return { low, high };
}
