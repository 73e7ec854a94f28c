import type { OfferedTopping } from '../catalogue-view';
import { isSoldOut, optionCents } from '../catalogue-view';

/*
 * The article form's rules, as the server counts them (ArticleToppingRef): units picked from a
 * topping must be <= max (0: no limit); none is fine unless required; required needs at least
 * max(1, min); picking some needs at least min. Picks: topping id -> option id -> count.
 */

export type Picks = Record<string, Record<string, number>>;

/** A count the contract accepts for one option (ORDER_OPTION_COUNT_MAX). */
export const OPTION_COUNT_MAX = 50;

export const unitsOf = (picks: Picks, toppingId: string): number =>
  Object.values(picks[toppingId] ?? {}).reduce((sum, count) => sum + count, 0);

/** The fewest units the topping needs right now (0: nothing needed). */
export function neededUnits(offered: OfferedTopping, units: number): number {
  if (offered.required) return Math.max(1, offered.min);
  return units > 0 ? offered.min : 0;
}

/** 'Obligatorio · elegí 1', 'Opcional · hasta 3', 'Obligatorio · elegí 12'. */
export function toppingHint(offered: OfferedTopping): string {
  const { min, max, required } = offered;
  const least = required ? Math.max(1, min) : min;
  let rule: string;
  if (max > 0 && least === max) rule = `elegí ${max}`;
  else if (max > 0 && least > 0) rule = `elegí de ${least} a ${max}`;
  else if (max > 0) rule = `hasta ${max}`;
  else if (least > 0) rule = `elegí al menos ${least}`;
  else rule = 'sin límite';
  return `${required ? 'Obligatorio' : 'Opcional'} · ${rule}`;
}

const opciones = (count: number) => (count === 1 ? '1 opción' : `${count} opciones`);

/** Why the topping's picks are not acceptable, in Spanish; null when they are. */
export function toppingError(offered: OfferedTopping, picks: Picks): string | null {
  const units = unitsOf(picks, offered.topping.id);
  const name = offered.topping.name;
  if (offered.max > 0 && units > offered.max) return `Podés elegir hasta ${opciones(offered.max)} de ${name}`;
  const needed = neededUnits(offered, units);
  if (units >= needed) return null;
  if (units === 0 && needed === 1) return `Elegí una opción de ${name}`;
  if (units === 0) return `Elegí ${opciones(needed)} de ${name}`;
  return `Elegí ${opciones(needed)} de ${name} (te ${needed - units === 1 ? 'falta 1' : `faltan ${needed - units}`})`;
}

/** Every topping's error, by topping id (empty when the form can be added). */
export function formErrors(offered: readonly OfferedTopping[], picks: Picks): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of offered) {
    const error = toppingError(item, picks);
    if (error) errors[item.topping.id] = error;
  }
  return errors;
}

/** Whether one more unit of the option may be picked (max, sold out, the per-option limit). */
export function canAdd(offered: OfferedTopping, picks: Picks, optionId: string): boolean {
  const option = offered.topping.options.find((candidate) => candidate.id === optionId);
  if (!option || isSoldOut(option)) return false;
  if ((picks[offered.topping.id]?.[optionId] ?? 0) >= OPTION_COUNT_MAX) return false;
  return offered.max === 0 || unitsOf(picks, offered.topping.id) < offered.max;
}

/** Sets one option's count (0 removes it), leaving other toppings as they are. */
export function setCount(picks: Picks, toppingId: string, optionId: string, count: number): Picks {
  const topping = { ...(picks[toppingId] ?? {}) };
  if (count > 0) topping[optionId] = Math.min(count, OPTION_COUNT_MAX);
  else delete topping[optionId];
  return { ...picks, [toppingId]: topping };
}

/** A single-choice topping (max 1): the option replaces any other pick. */
export function choose(picks: Picks, toppingId: string, optionId: string | null): Picks {
  return { ...picks, [toppingId]: optionId ? { [optionId]: 1 } : {} };
}

/** One unit's price in cents: the article's total plus each picked option's total x its count. */
export function unitCents(articleCents: number, offered: readonly OfferedTopping[], picks: Picks): number {
  let cents = articleCents;
  for (const item of offered) {
    for (const option of item.topping.options) {
      cents += optionCents(option) * (picks[item.topping.id]?.[option.id] ?? 0);
    }
  }
  return cents;
}

/** The picks as the order body and the cart keep them, in the article's topping order. */
export function pickedToppings(offered: readonly OfferedTopping[], picks: Picks) {
  return offered.flatMap((item) => {
    const options = item.topping.options
      .map((option) => ({ id: option.id, count: picks[item.topping.id]?.[option.id] ?? 0 }))
      .filter((option) => option.count > 0);
    return options.length > 0 ? [{ id: item.topping.id, options }] : [];
  });
}

/** 'Grande (8 porciones)', 'Cheddar x2': what the cart line shows. */
export function pickedLabels(offered: readonly OfferedTopping[], picks: Picks): string[] {
  return offered.flatMap((item) =>
    item.topping.options.flatMap((option) => {
      const count = picks[item.topping.id]?.[option.id] ?? 0;
      if (count === 0) return [];
      return [count > 1 ? `${option.name} x${count}` : option.name];
    }),
  );
}
