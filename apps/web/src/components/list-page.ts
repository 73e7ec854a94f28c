import { LIST_DEFAULT_ORDER, LIST_PAGE_SIZE } from '@comanda/contract/list';
import { messages } from '../lib/messages';

/** What a list screen asks the server for (SPEC.md section 9: 20 from skip 0, newest first). */
export interface ListPageQuery {
  query?: string;
  limit: number;
  skip: number;
  order: string;
}

export const FIRST_PAGE: ListPageQuery = {
  limit: LIST_PAGE_SIZE,
  skip: 0,
  order: LIST_DEFAULT_ORDER,
};

/** Finder debounce (SPEC.md section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** 'desde X hasta Y de N' for the rows shown; 'desde 0 hasta 0 de 0' when there are none. */
export function listRangeText(skip: number, shown: number, count: number): string {
  if (shown === 0) return messages.list.range(0, 0, count);
  return messages.list.range(skip + 1, skip + shown, count);
}

export const hasPreviousPage = (skip: number): boolean => skip > 0;
export const hasNextPage = (skip: number, limit: number, count: number): boolean =>
  skip + limit < count;
