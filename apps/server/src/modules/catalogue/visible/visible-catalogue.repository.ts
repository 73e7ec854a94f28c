import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Article } from '@comanda/contract/catalogue/articles';
import type { Section } from '@comanda/contract/catalogue/sections';
import type { Topping, ToppingOption } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import { withToppings } from '../articles/articles.repository';
import { withArticles } from '../sections/sections.repository';
import { type PriceColumns, priceFromColumns } from '../shared/price-columns';
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

/** The store's articles among `ids`, disabled (sold out) ones too, with their topping references. */
export async function findListedArticles(db: Db, storeId: string, ids: readonly string[]): Promise<Article[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', 'in', [...new Set(ids)])
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

/** What an order reads of an article: enough to price it and copy it into the order. */
export type OrderableArticle = Pick<Article, 'id' | 'name' | 'slug' | 'images_url' | 'price' | 'toppings'>;

/** What an order reads of a topping: its name and every option (disabled ones too). */
export interface OrderableTopping extends Pick<Topping, 'id' | 'name'> {
  options: Array<Pick<ToppingOption, 'id' | 'name' | 'disabled' | 'import' | 'discount' | 'total'>>;
}

type ArticleJson = Pick<OrderableArticle, 'id' | 'name' | 'slug' | 'images_url' | 'toppings'> & PriceColumns;
type ToppingJson = Pick<OrderableTopping, 'id' | 'name'> & {
  options: Array<Pick<ToppingOption, 'id' | 'name' | 'disabled'> & PriceColumns>;
};

/** The price columns as JSON fields; numerics as text, so no binary float carries money. */
const priceJson = (alias: string) =>
  sql`'currency', ${sql.ref(`${alias}.currency`)}, 'price_import', ${sql.ref(`${alias}.price_import`)}::text,
    'price_discount', ${sql.ref(`${alias}.price_discount`)}::text, 'price_total', ${sql.ref(`${alias}.price_total`)}::text`;

/** The store's articles among `ids` that are not disabled (as findActiveArticles), as a JSON column. */
export function activeArticlesJson(storeId: Expression<string>, ids: readonly string[]): RawBuilder<ArticleJson[]> {
  return sql<ArticleJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'slug', a.slug, 'images_url', a.images_url, ${priceJson('a')},
      'toppings', coalesce((
        select json_agg(json_build_object('id', r.topping_id, 'min', r.min, 'max', r.max, 'required', r.required)
          order by r.position)
        from article_toppings r where r.article_id = a.id), '[]')
    ))
    from articles a where a.store_id = ${storeId} and a.id = any(${[...new Set(ids)]}::uuid[]) and not a.disabled), '[]')`;
}

/**
 * The store's visible toppings that the active articles among `articleIds` refer to, with all
 * their options in order (as findVisibleToppings over those articles' references), as a JSON column.
 */
export function referredToppingsJson(storeId: Expression<string>, articleIds: readonly string[]): RawBuilder<ToppingJson[]> {
  return sql<ToppingJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', t.id, 'name', t.name,
      'options', coalesce((
        select json_agg(json_build_object('id', o.id, 'name', o.name, 'disabled', o.disabled, ${priceJson('o')})
          order by o.position)
        from topping_options o where o.topping_id = t.id), '[]')
    ))
    from toppings t
    where t.store_id = ${storeId} and t.visible and t.id in (
      select r.topping_id from article_toppings r join articles a on a.id = r.article_id
      where a.store_id = ${storeId} and a.id = any(${[...new Set(articleIds)]}::uuid[]) and not a.disabled)), '[]')`;
}

export const orderableArticle = ({ currency, price_import, price_discount, price_total, ...article }: ArticleJson): OrderableArticle => ({
  ...article,
  price: priceFromColumns({ currency, price_import, price_discount, price_total }),
});

export const orderableTopping = (topping: ToppingJson): OrderableTopping => ({
  id: topping.id,
  name: topping.name,
  options: topping.options.map(({ currency, price_import, price_discount, price_total, ...option }) => {
    const price = priceFromColumns({ currency, price_import, price_discount, price_total });
    return { ...option, import: price.import, discount: price.discount, total: price.total };
  }),
});
