import type { Topping, ToppingBodyInput } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import { newUuid } from '../../../lib/uuid';

type OptionInput = NonNullable<ToppingBodyInput['options']>[number];

/** A blank option with its own uuid, price 0. */
export function newToppingOption(): OptionInput {
  return {
    id: newUuid(),
    name: '',
    description: '',
    disabled: false,
    import: ars(0),
    discount: 0,
    total: ars(0),
  };
}

/** The form's values for a topping, or a blank new one (visible, no options). */
export function toppingFormValues(topping: Topping | null): ToppingBodyInput {
  if (!topping) return { name: '', description: '', visible: true, options: [] };
  return {
    name: topping.name,
    description: topping.description,
    visible: topping.visible,
    options: topping.options.map((option) => ({ ...option })),
  };
}
