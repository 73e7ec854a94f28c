import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { ID_SORT_FIELD, parseOrder } from '@comanda/contract/list';
import { badRequest } from '../http/app-error';

/**
 * The one list helper: search, order and paging shared by every list of the back-office.
 * Repositories give the scoped base query and the expressions; this adds the rest.
 */

export interface PageRequest {
  order: string;
  limit: number;
  skip: number;
}

/** Sortable field (as the client names it) -> what it sorts by. */
export type SortColumns = Readonly<Record<string, Expression<unknown>>>;

const SEARCH_WORDS_MAX = 8;

/**
 * LIKE patterns, one per typed word, folded as comanda_fold() folds the stored search text
 * (migration 004: accents dropped, ñ as n, lower case), with `%`, `_` and `\` matched literally.
 */
export function searchPatterns(query: string | undefined): string[] {
  const folded = (query ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/**
 * A text as people sort it: case and accents ignored, the same on every collation (PGlite
 * sorts by bytes, which would put 'Ñoquis' after 'Zapallo').
 */
export const sortableText = (column: Expression<string>): RawBuilder<string> => sql<string>`comanda_fold(${column})`;

/** True when one of the folded search-text columns contains the pattern. */
export function anyColumnMatches(foldedColumns: readonly Expression<string>[], pattern: string): RawBuilder<SqlBool> {
  const tests = foldedColumns.map((column) => sql<SqlBool>`${column} like ${pattern}`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Every typed word must match (`matches` says what matching a word means); null: no search. */
export function searchCondition(
  query: string | undefined,
  matches: (pattern: string) => Expression<SqlBool>,
): RawBuilder<SqlBool> | null {
  const patterns = searchPatterns(query);
  if (patterns.length === 0) return null;
  return sql<SqlBool>`(${sql.join(patterns.map(matches), sql` and `)})`;
}

/**
 * `name__ASC,created_at__DESC` -> an ORDER BY list, ended by the id so that pages never
 * overlap or skip rows that tie. `id` is a sort field of every list (ID_SORT_FIELD); a field
 * outside `columns` and `id` is a 400 naming it.
 */
export function orderByList(order: string, columns: SortColumns, id: Expression<string>): RawBuilder<unknown> {
  const sortable: SortColumns = { ...columns, [ID_SORT_FIELD]: id };
  const items = parseOrder(order);
  const unknown = items.map(({ field }) => field).filter((field) => !Object.hasOwn(sortable, field));
  if (unknown.length > 0) {
    throw badRequest(
      `Error en los parametros: querystring.order: no se puede ordenar por ${unknown.join(', ')} (solo por ${Object.keys(sortable).join(', ')})`,
    );
  }
  const parts = items.map(({ field, direction }) => sql`${sortable[field]} ${sql.raw(direction)}`);
  // Once the id has been named the order is total; otherwise it is the final tie-breaker.
  if (!items.some(({ field }) => field === ID_SORT_FIELD)) {
    parts.push(sql`${id} ${sql.raw(items.at(-1)?.direction ?? 'desc')}`);
  }
  return sql`${sql.join(parts)}`;
}

/** One page of rows and the exact count of all rows matching `base`. */
export async function fetchPage<Tables, TB extends keyof Tables, O, Row>(
  base: SelectQueryBuilder<Tables, TB, O>,
  selectRows: (query: SelectQueryBuilder<Tables, TB, O>) => SelectQueryBuilder<Tables, TB, Row>,
  page: PageRequest & { orderBy: Expression<unknown> },
): Promise<{ rows: Row[]; count: number }> {
  const rows = await selectRows(base).orderBy(page.orderBy).limit(page.limit).offset(page.skip).execute();
  const counted = await base
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .$castTo<{ count: number }>()
    .executeTakeFirstOrThrow();
  return { rows: rows as Row[], count: counted.count };
}
