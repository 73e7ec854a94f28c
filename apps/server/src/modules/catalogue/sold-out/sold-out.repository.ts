import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/*
 * One UPDATE each, so nothing else of the row is touched: a kitchen tablet never writes back
 * a name or a price it read minutes ago. As in the catalogue PUTs, marking sold out keeps the
 * mark that stock disabled the row, and marking it available is staff re-enabling it by hand.
 */

/** Sets the store's article `disabled`; false when the store has no such article. */
export async function setArticleDisabled(db: Db, storeId: string, id: string, disabled: boolean): Promise<boolean> {
  const updated = await db
    .updateTable('articles')
    .set({
      disabled,
      disabled_by_stock: sql<boolean>`${disabled} and articles.disabled and articles.disabled_by_stock`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Sets `disabled` of the option of the store's topping; false when there is no such option. */
export async function setToppingOptionDisabled(
  db: Db,
  storeId: string,
  toppingId: string,
  optionId: string,
  disabled: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable('topping_options')
    .set({
      disabled,
      disabled_by_stock: sql<boolean>`${disabled} and topping_options.disabled and topping_options.disabled_by_stock`,
    })
    .where('store_id', '=', storeId)
    .where('topping_id', '=', toppingId)
    .where('id', '=', optionId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
