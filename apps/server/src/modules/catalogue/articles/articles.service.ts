import type { Article, ArticleBody, ArticleList, ArticleListQuery } from '@comanda/contract/catalogue/articles';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { assertReferencesExist } from '../shared/references';
import { existingToppingIds } from '../toppings/toppings.repository';
import { findArticle, listArticles, replaceArticleToppings, storeHasArticles, upsertArticle } from './articles.repository';

export async function listStoreArticles(db: Db, storeId: string, query: ArticleListQuery): Promise<ArticleList> {
  const { data, count } = await listArticles(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

/** True once the store has any article (the demo seed leaves such a store alone). */
export const catalogueHasArticles = (db: Db, storeId: string): Promise<boolean> => storeHasArticles(db, storeId);

export async function getArticle(db: Db, storeId: string, id: string): Promise<Article> {
  const article = await findArticle(db, storeId, id);
  if (!article) throw notFound('Articulo');
  return article;
}

/**
 * Creates or updates the article and its topping refs in one transaction. The price arrives
 * checked by the contract (total agrees with import and discount) with the canonical total.
 */
export async function saveArticle(db: Db, storeId: string, id: string, body: ArticleBody): Promise<Article> {
  return db.transaction().execute(async (trx) => {
    const outcome = await upsertArticle(trx, storeId, id, body);
    if (outcome === 'other-store') throw notFound('Articulo');
    if (outcome === 'slug-taken') throw new AppError('CONFLICT', 'Ya existe un articulo con ese slug');
    const toppingIds = body.toppings.map((ref) => ref.id);
    assertReferencesExist('toppings', toppingIds, await existingToppingIds(trx, storeId, toppingIds), 'el topping');
    await replaceArticleToppings(trx, storeId, id, body.toppings);
    return getArticle(trx, storeId, id);
  });
}
