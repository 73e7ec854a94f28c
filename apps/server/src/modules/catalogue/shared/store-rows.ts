import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DB } from '../../../db/schema';

/** Tables whose rows belong to one store and are found by their id. */
export type StoreRowTable = { [T in keyof DB]: DB[T] extends { id: string; store_id: string } ? T : never }[keyof DB];

/**
 * The store's row of `table` with this id, completed by `hydrate` (the same step that completes a
 * list page); null when there is none or it belongs to another store.
 */
export async function findStoreEntity<T extends StoreRowTable, Entity>(
  db: Db,
  table: T,
  storeId: string,
  id: string,
  hydrate: (db: Db, rows: Selectable<DB[T]>[]) => Promise<Entity[]>,
): Promise<Entity | null> {
  // Raw SQL because Kysely cannot type a query over a table chosen by a type parameter.
  const { rows } = await sql<Selectable<DB[T]>>`
    select * from ${sql.table(table)} where store_id = ${storeId} and id = ${id}
  `.execute(db);
  const [row] = rows;
  if (!row) return null;
  const [entity] = await hydrate(db, [row]);
  return entity ?? null;
}

/** Ids among `ids` that are rows of the store in `table`. */
export async function existingStoreIds(
  db: Db,
  table: StoreRowTable,
  storeId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('store_id', '=', storeId).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
