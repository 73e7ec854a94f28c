import { type Selectable, sql } from 'kysely';
import type { Topping, ToppingBody, ToppingListQuery, ToppingOption } from '@comanda/contract/catalogue/toppings';
import { childRowsByParent } from '../../../db/child-rows';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  sortableText,
  type SortColumns,
} from '../../../db/list-page';
import type { ToppingOptionsTable, ToppingsTable } from '../../../db/tables/catalogue';
import { priceFromColumns, priceToColumns } from '../shared/price-columns';
import { existingStoreIds, findStoreEntity } from '../shared/store-rows';

const sortColumns: SortColumns = {
  created_at: sql.ref('t.created_at'),
  name: sortableText(sql.ref('t.name')),
};

type ToppingRow = Selectable<ToppingsTable>;
type OptionRow = Selectable<ToppingOptionsTable>;

function toOption(row: OptionRow): ToppingOption {
  const price = priceFromColumns(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    disabled: row.disabled,
    import: price.import,
    discount: price.discount,
    total: price.total,
  };
}

export async function withOptions(db: Db, rows: ToppingRow[]): Promise<Topping[]> {
  const byTopping = await childRowsByParent(db, 'topping_options', 'topping_id', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    visible: row.visible,
    options: (byTopping.get(row.id) ?? []).map(toOption),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listToppings(
  db: Db,
  storeId: string,
  query: ToppingListQuery,
): Promise<{ data: Topping[]; count: number }> {
  let base = db.selectFrom('toppings as t').where('t.store_id', '=', storeId);
  // A topping is found by its own texts or by those of one of its options (the store's options
  // that match, found through their trigram index, not each topping's options in turn).
  const search = searchCondition(
    query.query,
    (pattern) => sql<boolean>`(${anyColumnMatches([sql.ref('t.search_text')], pattern)}
      or t.id in (select o.topping_id from topping_options o where o.store_id = ${storeId}
        and ${anyColumnMatches([sql.ref('o.search_text')], pattern)}))`,
  );
  if (search) base = base.where(search);
  if (query.ids) base = query.ids.length > 0 ? base.where('t.id', 'in', query.ids) : base.where(sql.lit(false));
  if (query.option_ids) {
    const optionIds = query.option_ids;
    base =
      optionIds.length > 0
        ? base.where('t.id', 'in', (eb) =>
            eb
              .selectFrom('topping_options')
              .select('topping_id')
              .where('store_id', '=', storeId)
              .where('id', 'in', optionIds),
          )
        : base.where(sql.lit(false));
  }
  const { rows, count } = await fetchPage(base, (q) => q.selectAll('t'), {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('t.id')),
  });
  return { data: await withOptions(db, rows), count };
}

export const findTopping = (db: Db, storeId: string, id: string): Promise<Topping | null> =>
  findStoreEntity(db, 'toppings', storeId, id, withOptions);

/** Ids among `ids` that are toppings of the store. */
export const existingToppingIds = (db: Db, storeId: string, ids: readonly string[]): Promise<Set<string>> =>
  existingStoreIds(db, 'toppings', storeId, ids);

/** Ids among `ids` that are topping options of the store. */
export const existingOptionIds = (db: Db, storeId: string, ids: readonly string[]): Promise<Set<string>> =>
  existingStoreIds(db, 'topping_options', storeId, ids);

/** Ids among `ids` already used by an option of another topping (of any store). */
export async function optionIdsOfOtherToppings(
  db: Db,
  toppingId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('topping_options')
    .select('id')
    .where('id', 'in', ids)
    .where('topping_id', '<>', toppingId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Inserts the topping or updates it when it is the store's; false when the id is another store's. */
export async function upsertTopping(db: Db, storeId: string, id: string, body: ToppingBody): Promise<boolean> {
  const saved = await db
    .insertInto('toppings')
    .values({ id, store_id: storeId, name: body.name, description: body.description, visible: body.visible })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          visible: eb.ref('excluded.visible'),
        }))
        .where('toppings.store_id', '=', storeId),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

/**
 * Makes the topping's options exactly `options`, in that order: missing ones are deleted (their
 * stock refs go with them), the others inserted or updated in place so their ids stay valid for
 * stock refs. As for articles, `disabled: true` keeps the mark that stock disabled the option.
 * Returns how many were written (fewer than given: an id belonged to another topping).
 */
export async function replaceToppingOptions(
  db: Db,
  storeId: string,
  toppingId: string,
  options: ToppingBody['options'],
): Promise<number> {
  const ids = options.map((option) => option.id);
  let removal = db.deleteFrom('topping_options').where('topping_id', '=', toppingId);
  if (ids.length > 0) removal = removal.where('id', 'not in', ids);
  await removal.execute();
  if (options.length === 0) return 0;
  const written = await db
    .insertInto('topping_options')
    .values(
      options.map((option, position) => ({
        id: option.id,
        store_id: storeId,
        topping_id: toppingId,
        position,
        name: option.name,
        description: option.description,
        disabled: option.disabled,
        ...priceToColumns(option),
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          disabled: eb.ref('excluded.disabled'),
          disabled_by_stock: sql<boolean>`excluded.disabled and topping_options.disabled and topping_options.disabled_by_stock`,
          currency: eb.ref('excluded.currency'),
          price_import: eb.ref('excluded.price_import'),
          price_discount: eb.ref('excluded.price_discount'),
          price_total: eb.ref('excluded.price_total'),
        }))
        .where('topping_options.topping_id', '=', toppingId),
    )
    .returning('id')
    .execute();
  return written.length;
}
