import type { Article } from '@comanda/contract/catalogue/articles';
import type { SoldOutBody } from '@comanda/contract/catalogue/sold-out';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { getArticle } from '../articles/articles.service';
import { getTopping } from '../toppings/toppings.service';
import { setArticleDisabled, setToppingOptionDisabled } from './sold-out.repository';

/*
 * The catalogue keeps no change log of its own (its PUTs append no store events), so neither
 * does this: the storefront hears of the change through the catalogue rows' triggers
 * (migration 014), and the article's or topping's version changes with its answer.
 */

/** Marks the store's article sold out or available; answers the article as its GET does. */
export async function markArticleSoldOut(db: Db, storeId: string, id: string, body: SoldOutBody): Promise<Article> {
  return db.transaction().execute(async (trx) => {
    if (!(await setArticleDisabled(trx, storeId, id, body.sold_out))) throw notFound('Articulo');
    return getArticle(trx, storeId, id);
  });
}

/** Marks an option of the store's topping sold out or available; answers the whole topping. */
export async function markToppingOptionSoldOut(
  db: Db,
  storeId: string,
  toppingId: string,
  optionId: string,
  body: SoldOutBody,
): Promise<Topping> {
  return db.transaction().execute(async (trx) => {
    if (!(await setToppingOptionDisabled(trx, storeId, toppingId, optionId, body.sold_out))) {
      // The topping's own 404 when it is not the store's, the option's otherwise.
      await getTopping(trx, storeId, toppingId);
      throw new AppError('NOT_FOUND', 'Opcion no encontrada');
    }
    return getTopping(trx, storeId, toppingId);
  });
}
