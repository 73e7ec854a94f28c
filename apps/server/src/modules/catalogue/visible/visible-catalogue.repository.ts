import type { Article } from '@comanda/contract/catalogue/articles';
import type { Section } from '@comanda/contract/catalogue/sections';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import { withToppings } from '../articles/articles.repository';
import { withArticles } from '../sections/sections.repository';
import { withOptions } from '../toppings/toppings.repository';

/** The store's visible sections by ascending order (id breaks ties), with their article ids. */
export async function findVisibleSections(db: Db, storeId: string): Promise<Section[]> {
  const rows = await db
    .selectFrom('sections')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('visible', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return withArticles(db, rows);
}

/** The store's articles among `ids` that are not disabled, with their topping references. */
export async function findActiveArticles(db: Db, storeId: string, ids: readonly string[]): Promise<Article[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', 'in', [...new Set(ids)])
    .where('disabled', '=', false)
    .execute();
  return withToppings(db, rows);
}

/** The store's visible toppings among `ids`, with all their options (disabled ones too). */
export async function findVisibleToppings(db: Db, storeId: string, ids: readonly string[]): Promise<Topping[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('toppings')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', 'in', [...new Set(ids)])
    .where('visible', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return withOptions(db, rows);
}
