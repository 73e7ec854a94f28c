import { LIST_DEFAULT_ORDER, LIST_PAGE_SIZE } from '@comanda/contract/list';

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

export const hasPreviousPage = (skip: number): boolean => skip > 0;
