import type { Article } from '@comanda/contract/catalogue/articles';
import type { Section } from '@comanda/contract/catalogue/sections';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import {
  findListedArticles as listedArticles,
  findVisibleSections as visibleSections,
  findVisibleToppings as visibleToppings,
} from './visible-catalogue.repository';

/*
 * The part of the catalogue customers may see and order, as the storefront reads it: visible
 * sections with their articles (disabled ones are shown sold out and cannot be ordered),
 * visible toppings.
 */

/** The store's visible sections by ascending order (id breaks ties), with their article ids. */
export const findVisibleSections = (db: Db, storeId: string): Promise<Section[]> => visibleSections(db, storeId);

/** The store's articles among `ids`, disabled (sold out) ones too, with their topping references. */
export const findListedArticles = (db: Db, storeId: string, ids: readonly string[]): Promise<Article[]> =>
  listedArticles(db, storeId, ids);

/** The store's visible toppings among `ids`, with all their options (disabled ones too). */
export const findVisibleToppings = (db: Db, storeId: string, ids: readonly string[]): Promise<Topping[]> =>
  visibleToppings(db, storeId, ids);

/*
 * The same reads as parts of a caller's larger statement (the storefront reads what an order
 * needs in one round trip): each answers a JSON column, read back with its function.
 */
export {
  activeArticlesJson,
  type OrderableArticle,
  type OrderableTopping,
  orderableArticle,
  orderableTopping,
  referredToppingsJson,
} from './visible-catalogue.repository';
