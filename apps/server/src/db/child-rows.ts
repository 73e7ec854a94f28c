import { type Insertable, type Selectable, sql } from 'kysely';
import { groupBy } from './group-by';
import type { Db } from './database';
import type { DB } from './schema';

/** Tables whose rows belong to a parent row and keep the order the client sent them in. */
type PositionedChildTable = { [T in keyof DB]: DB[T] extends { position: number } ? T : never }[keyof DB];

/** The columns of `T` that hold an id (one of them names the parent). */
type IdColumn<T extends keyof DB> = {
  [C in keyof Selectable<DB[T]>]: Selectable<DB[T]>[C] extends string ? C : never;
}[keyof Selectable<DB[T]>] &
  string;

type ChildRow<T extends PositionedChildTable> = Selectable<DB[T]>;

/** The children of these parents by parent id, each parent's in position order; no query for no parents. */
export async function childRowsByParent<T extends PositionedChildTable, P extends IdColumn<T>>(
  db: Db,
  table: T,
  parentColumn: P,
  parentIds: readonly string[],
): Promise<Map<ChildRow<T>[P], ChildRow<T>[]>> {
  if (parentIds.length === 0) return new Map();
  // Raw SQL because Kysely cannot type a query over a table chosen by a type parameter.
  const { rows } = await sql<ChildRow<T>>`
    select * from ${sql.table(table)}
    where ${sql.ref(parentColumn)} in (${sql.join(parentIds)})
    order by ${sql.ref(parentColumn)}, position
  `.execute(db);
  return groupBy(rows, (row) => row[parentColumn]);
}

/** The parent's children become exactly `rows` (which carry their positions). */
export async function replaceChildRows<T extends PositionedChildTable>(
  db: Db,
  table: T,
  parentColumn: IdColumn<T>,
  parentId: string,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  await sql`delete from ${sql.table(table)} where ${sql.ref(parentColumn)} = ${parentId}`.execute(db);
  if (rows.length === 0) return;
  await db.insertInto(table).values(rows).execute();
}
