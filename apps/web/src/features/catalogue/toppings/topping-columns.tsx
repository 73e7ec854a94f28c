import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { ListColumn } from '../../../components/list-table';
import { formatMoney, shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { yesNo } from '../yes-no';
import { toppingPriceRange } from './topping-price-range';

const columns = messages.catalogue.toppings.columns;

function priceRangeText(topping: Topping): string {
  const range = toppingPriceRange(topping);
  return range ? `${formatMoney(range.low)} - ${formatMoney(range.high)}` : '-';
}

/** SPEC.md section 2 "Toppings list". */
export const toppingColumns: ReadonlyArray<ListColumn<Topping>> = [
  { key: 'id', header: columns.id, render: (topping) => shortId(topping.id) },
  { key: 'name', header: columns.name, card: 'title', render: (topping) => topping.name },
  { key: 'visible', header: columns.visible, render: (topping) => yesNo(topping.visible) },
  { key: 'options', header: columns.options, render: (topping) => topping.options.length },
  { key: 'price-range', header: columns.priceRange, render: priceRangeText },
];
