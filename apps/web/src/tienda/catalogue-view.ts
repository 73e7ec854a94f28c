import type { PublicArticle, PublicTopping, StorefrontCatalogue } from '@comanda/contract/storefront';
import { toCents } from './money';

/*
 * The catalogue as the menu reads it. An article or option the store marked sold out is listed
 * with `sold_out: true` and shown as unavailable.
 */

export type MenuArticle = PublicArticle;
export type MenuOption = PublicTopping['options'][number];
export type MenuTopping = Omit<PublicTopping, 'options'> & { options: MenuOption[] };

/** A topping as an article offers it: the topping with the article's min, max and required. */
export interface OfferedTopping {
  topping: MenuTopping;
  min: number;
  max: number;
  required: boolean;
}

export function toppingsById(catalogue: StorefrontCatalogue): Map<string, MenuTopping> {
  return new Map(catalogue.toppings.map((topping) => [topping.id, topping as MenuTopping]));
}

/** The article's toppings in its order; a reference to a topping not listed is dropped (the server does too). */
export function offeredToppings(article: PublicArticle, toppings: ReadonlyMap<string, MenuTopping>): OfferedTopping[] {
  return article.toppings.flatMap((ref) => {
    const topping = toppings.get(ref.id);
    return topping ? [{ topping, min: ref.min, max: ref.max, required: ref.required }] : [];
  });
}

export const isSoldOut = (item: { sold_out?: boolean }): boolean => item.sold_out === true;

export const articleCents = (article: PublicArticle): number => toCents(article.price.total.amount);
export const articleImportCents = (article: PublicArticle): number => toCents(article.price.import.amount);
export const optionCents = (option: MenuOption): number => toCents(option.total.amount);
