import { messages } from '../lib/messages';

/*
 * The range line of a list (SPEC.md "Lists"): 'desde X hasta Y de N'. A search of a large list
 * (the orders) counts only up to a cap and says so with `count_capped`: then the line reads
 * 'de más de N' and there is always a next page (docs/decisions/016-orders-list-at-scale.md).
 */

/** 'desde X hasta Y de N' for the rows shown; 'desde 0 hasta 0 de 0' when there are none. */
export function listRangeText(skip: number, shown: number, count: number, capped = false): string {
  const from = shown === 0 ? 0 : skip + 1;
  const to = shown === 0 ? 0 : skip + shown;
  return capped ? `desde ${from} hasta ${to} de más de ${count}` : messages.list.range(from, to, count);
}

/** A capped count means more rows than `count` match, and the server counts at least past this page. */
export const hasNextPage = (skip: number, limit: number, count: number, capped = false): boolean =>
  capped || skip + limit < count;
