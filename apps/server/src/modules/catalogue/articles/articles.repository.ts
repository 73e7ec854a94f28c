import { type Selectable, sql } from 'kysely';
import type { Article, ArticleBody, ArticleListQuery, ArticleToppingRef } from '@comanda/contract/catalogue/articles';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  type SortColumns,
} from '../../../db/list-page';
import { isUniqueViolation } from '../../../db/pg-error';
import type { ArticlesTable } from '../../../db/tables/catalogue';
import { groupBy } from '../shared/group-by';
import { priceFromColumns, priceToColumns } from '../shared/price-columns';

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

async function toppingRefsOf(db: Db, articleIds: readonly string[]): Promise<Map<string, ArticleToppingRef[]>> {
  if (articleIds.length === 0) return new Map();
  const refs = await db
    .selectFrom('article_toppings')
    .select(['article_id', 'topping_id', 'min', 'max', 'required'])
    .where('article_id', 'in', articleIds)
    .orderBy('article_id')
    .orderBy('position')
    .execute();
  const grouped = groupBy(refs, (ref) => ref.article_id);
  return new Map(
    [...grouped].map(([articleId, rows]) => [
      articleId,
      rows.map((ref) => ({ id: ref.topping_id, min: ref.min, max: ref.max, required: ref.required })),
    ]),
  );
}

async function withToppings(db: Db, rows: ArticleRow[]): Promise<Article[]> {
  const refs = await toppingRefsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toArticle(row, refs.get(row.id) ?? []));
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

export async function findArticle(db: Db, storeId: string, id: string): Promise<Article | null> {
  const row = await db
    .selectFrom('articles')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [article] = await withToppings(db, [row]);
  return article ?? null;
}

export async function storeHasArticles(db: Db, storeId: string): Promise<boolean> {
  const row = await db.selectFrom('articles').select('id').where('store_id', '=', storeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Ids among `ids` that are articles of the store. */
export async function existingArticleIds(db: Db, storeId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('articles')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export type UpsertOutcome = 'saved' | 'other-store' | 'slug-taken';

/**
 * Inserts the article or updates it when it is the store's; an id of another store changes
 * nothing ('other-store'). A staff `disabled: true` keeps the mark that stock disabled it (the
 * form sends back what it read); `disabled: false` is staff re-enabling it by hand.
 */
export async function upsertArticle(db: Db, storeId: string, id: string, body: ArticleBody): Promise<UpsertOutcome> {
  try {
    const saved = await db
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
      .executeTakeFirst();
    return saved ? 'saved' : 'other-store';
  } catch (error) {
    if (isUniqueViolation(error, 'articles_store_slug_key')) return 'slug-taken';
    throw error;
  }
}

export async function replaceArticleToppings(
  db: Db,
  storeId: string,
  articleId: string,
  toppings: readonly ArticleToppingRef[],
): Promise<void> {
  await db.deleteFrom('article_toppings').where('article_id', '=', articleId).execute();
  if (toppings.length === 0) return;
  await db
    .insertInto('article_toppings')
    .values(
      toppings.map((ref, position) => ({
        article_id: articleId,
        topping_id: ref.id,
        store_id: storeId,
        position,
        min: ref.min,
        max: ref.max,
        required: ref.required,
      })),
    )
    .execute();
}
