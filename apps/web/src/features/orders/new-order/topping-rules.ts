import type { ArticleToppingRef } from '@comanda/contract/catalogue/articles';
import type { PublicArticle, PublicTopping } from '@comanda/contract/storefront';

/** Option id -> units picked, for one topping of one line. */
export type ToppingPick = Readonly<Record<string, number>>;
/** Topping id -> its picks, for one line. */
export type LinePicks = Readonly<Record<string, ToppingPick>>;

/** An article's toppings as offered: each reference to a topping the catalogue lists, with it. */
export interface OfferedTopping {
  ref: ArticleToppingRef;
  topping: PublicTopping;
}

export function offeredToppings(article: PublicArticle, toppings: readonly PublicTopping[]): OfferedTopping[] {
  return article.toppings.flatMap((ref) => {
    const topping = toppings.find((candidate) => candidate.id === ref.id);
    return topping ? [{ ref, topping }] : [];
  });
}

export const pickedUnits = (pick: ToppingPick | undefined): number =>
  Object.values(pick ?? {}).reduce((sum, count) => sum + count, 0);

/**
 * The least units a topping asks for (the server's rule, order-pricing.ts): required asks for at
 * least one and at least min; an optional one with min > 0 asks for min only once something is picked.
 */
export const leastUnits = (ref: ArticleToppingRef): number => (ref.required ? Math.max(1, ref.min) : ref.min);

/** What the topping's heading tells the person: 'Obligatorio, elegi 1', 'Opcional, hasta 3'. */
export function toppingRuleText(ref: ArticleToppingRef): string {
  const least = leastUnits(ref);
  const kind = ref.required ? 'Obligatorio' : 'Opcional';
  if (ref.max > 0 && least === ref.max) return `${kind}, elegi ${least}`;
  if (ref.max > 0 && least > 0) return `${kind}, elegi entre ${least} y ${ref.max}`;
  if (ref.max > 0) return `${kind}, hasta ${ref.max}`;
  if (least > 0) return `${kind}, elegi al menos ${least}`;
  return kind;
}

/** Why the picks of one topping would be refused, in Spanish; null when they hold. */
export function toppingProblem({ ref, topping }: OfferedTopping, pick: ToppingPick | undefined): string | null {
  const units = pickedUnits(pick);
  if (units === 0 && !ref.required) return null;
  const least = leastUnits(ref);
  if (units < least) {
    return least === 1 ? `${topping.name}: elegi una opcion` : `${topping.name}: elegi al menos ${least} opciones`;
  }
  if (ref.max > 0 && units > ref.max) {
    return ref.max === 1 ? `${topping.name}: elegi una sola opcion` : `${topping.name}: elegi como maximo ${ref.max} opciones`;
  }
  return null;
}

/** Every topping's problem for a line, by topping id. */
export function lineProblems(offered: readonly OfferedTopping[], picks: LinePicks): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const entry of offered) {
    const problem = toppingProblem(entry, picks[entry.ref.id]);
    if (problem) problems[entry.ref.id] = problem;
  }
  return problems;
}

/** A single-choice topping (max 1) is a radio group; the rest are checkboxes. */
export const isSingleChoice = (ref: ArticleToppingRef): boolean => ref.max === 1;

/** Picks one more or one less of an option; a single-choice topping keeps only the one picked. */
export function togglePick(ref: ArticleToppingRef, pick: ToppingPick | undefined, optionId: string, on: boolean): ToppingPick {
  if (isSingleChoice(ref)) return on ? { [optionId]: 1 } : {};
  const next = { ...pick };
  if (on) next[optionId] = 1;
  else delete next[optionId];
  return next;
}
