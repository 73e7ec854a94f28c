import { describe, expect, it } from 'vitest';
import type { MenuTopping, OfferedTopping } from '../catalogue-view';
import { canAdd, choose, formErrors, pickedLabels, pickedToppings, setCount, toppingError, toppingHint, unitCents, type Picks } from './topping-rules';

const money = (amount: number) => ({ currency: 'ARS' as const, amount });
const option = (id: string, name: string, amount: number, sold_out?: boolean) => ({
  id,
  name,
  description: '',
  import: money(amount),
  discount: 0,
  total: money(amount),
  sold_out: sold_out ?? false,
});

const size: MenuTopping = {
  id: 'size',
  name: 'Tamaño',
  description: '',
  options: [option('grande', 'Grande (8 porciones)', 0), option('familiar', 'Familiar (12 porciones)', 6500)],
};
const cheese: MenuTopping = {
  id: 'cheese',
  name: 'Extra queso',
  description: '',
  options: [option('muzza', 'Muzzarella extra', 2500), option('cheddar', 'Cheddar', 2000.1), option('provolone', 'Provolone', 3000, true)],
};
const flavours: MenuTopping = { id: 'flavours', name: 'Gustos de empanada', description: '', options: [option('carne', 'Carne', 0), option('pollo', 'Pollo', 0)] };

const pizzaSize: OfferedTopping = { topping: size, min: 1, max: 1, required: true };
const extraCheese: OfferedTopping = { topping: cheese, min: 0, max: 3, required: false };
const dozen: OfferedTopping = { topping: flavours, min: 12, max: 12, required: true };
const atLeastTwo: OfferedTopping = { topping: cheese, min: 2, max: 0, required: false };

describe('article form rules', () => {
  it('asks for a required choice, in Spanish, and is satisfied by one', () => {
    expect(toppingError(pizzaSize, {})).toBe('Elegí una opción de Tamaño');
    expect(toppingError(pizzaSize, choose({}, 'size', 'grande'))).toBeNull();
    expect(formErrors([pizzaSize, extraCheese], {})).toEqual({ size: 'Elegí una opción de Tamaño' });
  });

  it('a single choice replaces the previous one', () => {
    const picks = choose(choose({}, 'size', 'grande'), 'size', 'familiar');
    expect(picks).toEqual({ size: { familiar: 1 } });
    expect(choose(picks, 'size', null)).toEqual({ size: {} });
  });

  it('an optional topping may stay empty but not pass its max', () => {
    expect(toppingError(extraCheese, {})).toBeNull();
    let picks: Picks = setCount({}, 'cheese', 'muzza', 2);
    picks = setCount(picks, 'cheese', 'cheddar', 1);
    expect(toppingError(extraCheese, picks)).toBeNull();
    expect(canAdd(extraCheese, picks, 'muzza')).toBe(false);
    expect(toppingError(extraCheese, setCount(picks, 'cheese', 'cheddar', 2))).toBe('Podés elegir hasta 3 opciones de Extra queso');
  });

  it('counts units towards min: some picked needs min, required needs max(1, min)', () => {
    expect(toppingError(dozen, {})).toBe('Elegí 12 opciones de Gustos de empanada');
    expect(toppingError(dozen, setCount({}, 'flavours', 'carne', 7))).toBe('Elegí 12 opciones de Gustos de empanada (te faltan 5)');
    expect(toppingError(dozen, setCount(setCount({}, 'flavours', 'carne', 7), 'flavours', 'pollo', 5))).toBeNull();
    expect(toppingError(atLeastTwo, {})).toBeNull();
    expect(toppingError(atLeastTwo, setCount({}, 'cheese', 'muzza', 1))).toBe('Elegí 2 opciones de Extra queso (te falta 1)');
  });

  it('a sold-out option cannot be picked', () => {
    expect(canAdd(extraCheese, {}, 'provolone')).toBe(false);
    expect(canAdd(extraCheese, {}, 'muzza')).toBe(true);
  });

  it('tells the rule before the customer picks', () => {
    expect(toppingHint(pizzaSize)).toBe('Obligatorio · elegí 1');
    expect(toppingHint(extraCheese)).toBe('Opcional · hasta 3');
    expect(toppingHint(dozen)).toBe('Obligatorio · elegí 12');
    expect(toppingHint(atLeastTwo)).toBe('Opcional · elegí al menos 2');
  });

  it('prices one unit in exact cents as the server does: article + option total x count', () => {
    let picks = choose({}, 'size', 'familiar');
    picks = setCount(picks, 'cheese', 'cheddar', 2);
    expect(unitCents(1_650_000, [pizzaSize, extraCheese], {})).toBe(1_650_000);
    expect(unitCents(1_650_000, [pizzaSize, extraCheese], picks)).toBe(1_650_000 + 650_000 + 2 * 200_010);
  });

  it('gives the picks in the order body shape and the labels the cart shows', () => {
    const picks = setCount(choose({}, 'size', 'familiar'), 'cheese', 'cheddar', 2);
    expect(pickedToppings([pizzaSize, extraCheese], picks)).toEqual([
      { id: 'size', options: [{ id: 'familiar', count: 1 }] },
      { id: 'cheese', options: [{ id: 'cheddar', count: 2 }] },
    ]);
    expect(pickedLabels([pizzaSize, extraCheese], picks)).toEqual(['Familiar (12 porciones)', 'Cheddar x2']);
  });
});
