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
 * outside `columns` and `id` is a 400 naming it. `uniqueFields` never tie (an order's number):
 * after one of them the id adds nothing, and leaving it out lets their index give the order.
 */
export function orderByList(
  order: string,
  columns: SortColumns,
  id: Expression<string>,
  uniqueFields: readonly string[] = [],
): RawBuilder<unknown> {
  const sortable: SortColumns = { ...columns, [ID_SORT_FIELD]: id };
  const items = parseOrder(order);
  const unknown = items.map(({ field }) => field).filter((field) => !Object.hasOwn(sortable, field));
  if (unknown.length > 0) {
    throw badRequest(
      `Error en los parametros: querystring.order: no se puede ordenar por ${unknown.join(', ')} (solo por ${Object.keys(sortable).join(', ')})`,
    );
  }
  const parts = items.map(({ field, direction }) => sql`${sortable[field]} ${sql.raw(direction)}`);
  // Once the id (or another unique field) has been named the order is total; otherwise the id
  // is the final tie-breaker.
  if (!items.some(({ field }) => field === ID_SORT_FIELD || uniqueFields.includes(field))) {
    parts.push(sql`${id} ${sql.raw(items.at(-1)?.direction ?? 'desc')}`);
  }
  return sql`${sql.join(parts)}`;
}

/** One page of rows and the exact count of all rows matching `base`: for lists of a few thousand rows. */
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

/**
 * How far a large list counts the rows of a search or a filter that no counter keeps; past it the
 * answer is 'more than N' (docs/decisions/016-orders-list-at-scale.md).
 */
export const COUNT_CAP = 1000;

/** A list's count: exact, or `capped` when more rows than `count` match and counting stopped there. */
export interface ListCount {
  count: number;
  capped: boolean;
}

/**
 * One page of a list that may hold hundreds of thousands of rows (the store's orders), at a cost
 * that does not grow with the table. `scoped` is the list's rows before the search (the store and
 * the filters); `id` is the rows' uuid id.
 * - With `countFromCounters` (no search, only filters the counters know), the count is theirs,
 *   read beside the page.
 * - Otherwise the matching ids are read up to the cap, in no order, so an index serves the search
 *   or filter. Up to the cap the count is exact and the page is those ids sorted. Past it the
 *   count is capped, and the many matches make the ordered read below quick.
 * Pages are read as a deferred join: the page's ids in order with OFFSET from an index that covers
 * the sort (an index-only scan), then the rows for those ids alone.
 */
export async function fetchLargePage<Tables, TB extends keyof Tables, O, Row>(
  scoped: SelectQueryBuilder<Tables, TB, O>,
  selectRows: (query: SelectQueryBuilder<Tables, TB, O>) => SelectQueryBuilder<Tables, TB, Row>,
  page: PageRequest & {
    search: Expression<SqlBool> | null;
    orderBy: Expression<unknown>;
    id: Expression<string>;
    countFromCounters: (() => Promise<number>) | null;
  },
): Promise<{ rows: Row[] } & ListCount> {
  const matching = page.search ? scoped.where(page.search) : scoped;
  const idsOf = (query: SelectQueryBuilder<Tables, TB, O>) => query.clearSelect().select(sql<string>`${page.id}`.as('id'));
  const pageOf = async (query: SelectQueryBuilder<Tables, TB, O>): Promise<Row[]> => {
    const pageIds = idsOf(query).orderBy(page.orderBy).limit(page.limit).offset(page.skip);
    const rows = await selectRows(scoped.where(sql<SqlBool>`${page.id} in (${pageIds})`))
      .orderBy(page.orderBy)
      .execute();
    return rows as Row[];
  };

  if (page.countFromCounters) {
    const [count, rows] = await Promise.all([page.countFromCounters(), pageOf(matching)]);
    return { rows, count, capped: false };
  }
  // A deep page of a large search counts at least as far as the page goes.
  const cap = Math.max(COUNT_CAP, page.skip + page.limit);
  const matches = await idsOf(matching).limit(cap + 1).$castTo<{ id: string }>().execute();
  if (matches.length > cap) return { rows: await pageOf(matching), count: cap, capped: true };
  // The search is done: the page is sorted from the ids alone (their rows found by primary key).
  const ids = matches.map((match) => match.id);
  const rows = page.skip < ids.length ? await pageOf(scoped.where(sql<SqlBool>`${page.id} = any(${ids}::uuid[])`)) : [];
  return { rows, count: ids.length, capped: false };
}
