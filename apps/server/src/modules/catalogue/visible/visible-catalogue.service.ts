import type { Article } from '@comanda/contract/catalogue/articles';
import type { Section } from '@comanda/contract/catalogue/sections';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import {
  findActiveArticles as activeArticles,
  findVisibleSections as visibleSections,
  findVisibleToppings as visibleToppings,
} from './visible-catalogue.repository';

/*
 * The part of the catalogue customers may see and order, as the storefront reads it: visible
 * sections, articles not disabled, visible toppings.
 */

/** The store's visible sections by ascending order (id breaks ties), with their article ids. */
export const findVisibleSections = (db: Db, storeId: string): Promise<Section[]> => visibleSections(db, storeId);

/** The store's articles among `ids` that are not disabled, with their topping references. */
export const findActiveArticles = (db: Db, storeId: string, ids: readonly string[]): Promise<Article[]> =>
  activeArticles(db, storeId, ids);

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
