import { type Selectable, sql } from 'kysely';
import type { Article, ArticleBody, ArticleListQuery, ArticleToppingRef } from '@comanda/contract/catalogue/articles';
import { childRowsByParent, replaceChildRows } from '../../../db/child-rows';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  type SortColumns,
} from '../../../db/list-page';
import type { ArticlesTable } from '../../../db/tables/catalogue';
import { priceFromColumns, priceToColumns } from '../shared/price-columns';
import { sluggedUpsert, type SluggedUpsertOutcome } from '../shared/slugged-upsert';
import { existingStoreIds, findStoreEntity } from '../shared/store-rows';

const sortColumns: SortColumns = {
  created_at: sql.ref('a.created_at'),
  name: sql.ref('a.name_key'),
  slug: sql.ref('a.slug'),
};

type ArticleRow = Selectable<ArticlesTable>;

function toArticle(row: ArticleRow, toppings: ArticleToppingRef[]): Article {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    images_url: row.images_url,
    disabled: row.disabled,
    toppings,
    price: priceFromColumns(row),
    created_at: row.created_at.toISOString(),
  };
}

export async function withToppings(db: Db, rows: ArticleRow[]): Promise<Article[]> {
  const byArticle = await childRowsByParent(db, 'article_toppings', 'article_id', rows.map((row) => row.id));
  return rows.map((row) => {
    const refs = byArticle.get(row.id) ?? [];
    return toArticle(row, refs.map((ref) => ({ id: ref.topping_id, min: ref.min, max: ref.max, required: ref.required })));
  });
}

export async function listArticles(
  db: Db,
  storeId: string,
  query: ArticleListQuery,
): Promise<{ data: Article[]; count: number }> {
  let base = db.selectFrom('articles as a').where('a.store_id', '=', storeId);
  const search = searchCondition(query.query, (pattern) =>
    anyColumnMatches([sql.ref('a.search_text')], pattern),
  );
  if (search) base = base.where(search);
  if (query.ids) base = query.ids.length > 0 ? base.where('a.id', 'in', query.ids) : base.where(sql.lit(false));
  const { rows, count } = await fetchPage(base, (q) => q.selectAll('a'), {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('a.id')),
  });
  return { data: await withToppings(db, rows), count };
}

export const findArticle = (db: Db, storeId: string, id: string): Promise<Article | null> =>
  findStoreEntity(db, 'articles', storeId, id, withToppings);

/** Ids among `ids` that are articles of the store. */
export const existingArticleIds = (db: Db, storeId: string, ids: readonly string[]): Promise<Set<string>> =>
  existingStoreIds(db, 'articles', storeId, ids);

export async function storeHasArticles(db: Db, storeId: string): Promise<boolean> {
  const row = await db.selectFrom('articles').select('id').where('store_id', '=', storeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the article or updates it when it is the store's; an id of another store changes
 * nothing ('other-store'). A staff `disabled: true` keeps the mark that stock disabled it (the
 * form sends back what it read); `disabled: false` is staff re-enabling it by hand.
 */
export function upsertArticle(db: Db, storeId: string, id: string, body: ArticleBody): Promise<SluggedUpsertOutcome> {
  return sluggedUpsert('articles_store_slug_key', () =>
    db
      .insertInto('articles')
      .values({
        id,
        store_id: storeId,
        name: body.name,
        slug: body.slug,
        description: body.description,
        images_url: JSON.stringify(body.images_url),
        disabled: body.disabled,
        ...priceToColumns(body.price),
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            slug: eb.ref('excluded.slug'),
            description: eb.ref('excluded.description'),
            images_url: eb.ref('excluded.images_url'),
            disabled: eb.ref('excluded.disabled'),
            disabled_by_stock: sql<boolean>`excluded.disabled and articles.disabled and articles.disabled_by_stock`,
            currency: eb.ref('excluded.currency'),
            price_import: eb.ref('excluded.price_import'),
            price_discount: eb.ref('excluded.price_discount'),
            price_total: eb.ref('excluded.price_total'),
          }))
          .where('articles.store_id', '=', storeId),
      )
      .returning('id')
      .executeTakeFirst(),
  );
}

export async function replaceArticleToppings(
  db: Db,
  storeId: string,
  articleId: string,
  toppings: readonly ArticleToppingRef[],
): Promise<void> {
  await replaceChildRows(
    db,
    'article_toppings',
    'article_id',
    articleId,
    toppings.map((ref, position) => ({
      article_id: articleId,
      topping_id: ref.id,
      store_id: storeId,
      position,
      min: ref.min,
      max: ref.max,
      required: ref.required,
    })),
  );
}
