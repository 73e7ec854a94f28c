import type { ListResult } from '@comanda/contract/list';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useDeferredValue, useState } from 'react';
import { messages } from '../lib/messages';
import type { ListPageQuery } from './list-page';
import { FIRST_PAGE, hasPreviousPage, SEARCH_DEBOUNCE_MS } from './list-page';
import { hasNextPage, listRangeText } from './list-range-text';
import { ListRows } from './list-rows';
import { ListStatusRow } from './list-status-row';
import classes from './list-table.module.css';

/**
 * Where a column shows when the list is a grid of cards (narrower than 48em: a phone, a tablet
 * with the menu open): 'title' on the heading line, 'badge' at its right, 'field' as a labelled
 * line (the default), 'footer' on the last line beside the edit button, 'hidden' not at all.
 */
export type ListCardSlot = 'title' | 'badge' | 'field' | 'footer' | 'hidden';

/** A table column that waits for room: the list at least 60em ('wide') or 75em ('wider') wide. */
export type ListTableFrom = 'wide' | 'wider';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** In the table, shown only once the list is this wide (less urgent columns give way). */
  tableFrom?: ListTableFrom;
  /** In the table, kept on one line (a date, an amount); the other cells wrap first. */
  nowrap?: boolean;
  /** Its place on a card; 'field' when not said. */
  card?: ListCardSlot;
}

export interface ListTableProps<T extends { id: string }, P extends object = Record<never, never>> {
  /** Accessible name of the table (the screen's title). */
  label: string;
  /** Prefix of the query key; the page query is appended (invalidate the prefix after a save). */
  queryKey: readonly unknown[];
  fetchPage: (page: ListPageQuery & Partial<P>, signal: AbortSignal) => Promise<ListResult<T>>;
  /**
   * Extra query params sent with every page (a screen's filters); they are part of the query key,
   * and changing them goes back to the first page.
   */
  params?: P;
  columns: ReadonlyArray<ListColumn<T>>;
  /** Minimum table width before it scrolls sideways (560 px by default); cards have none. */
  minWidth?: number;
  /** Where a row's edit action (and, with `rowOpens`, the row itself) leads. */
  editPath: (row: T) => string;
  rowOpens?: boolean;
  /** false: no search box (the list's API has no search). */
  searchable?: boolean;
  /** The rows are read, not edited: the row's action is 'Ver' with an eye instead of 'Editar'. */
  readOnly?: boolean;
}

/**
 * The one list of the app (ARCHITECTURE.md rule 5): search with a 'Buscar' button and a 500 ms
 * debounce, pages of 20 from skip 0 newest first, 'desde X hasta Y de N' with previous and next,
 * a spinner while loading, 'No hay resultados' when empty and a failed request's message inline.
 * Narrower than 48em it shows each row as a card (`ListColumn.card`), the edit button on every one.
 */
export function ListTable<T extends { id: string }, P extends object = Record<never, never>>({
  label,
  queryKey,
  fetchPage,
  params,
  columns,
  minWidth = 560,
  editPath,
  rowOpens = false,
  searchable = true,
  readOnly = false,
}: ListTableProps<T, P>) {
  const [text, setText] = useState('');
  const [page, setPage] = useState<ListPageQuery>(FIRST_PAGE);
  // New filters start again from the first page (adjusted while rendering, not in an effect).
  const paramsKey = JSON.stringify(params ?? {});
  const [shownParamsKey, setShownParamsKey] = useState(paramsKey);
  if (shownParamsKey !== paramsKey) {
    setShownParamsKey(paramsKey);
    if (page.skip !== 0) setPage({ ...page, skip: 0 });
  }
  const request = { ...params, ...page } as ListPageQuery & Partial<P>;

  const applySearch = (value: string) => {
    const query = value.trim() || undefined;
    setPage((current) => (current.query === query ? current : { ...current, query, skip: 0 }));
  };
  const applySearchLater = useDebouncedCallback(applySearch, SEARCH_DEBOUNCE_MS);

  const list = useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });

  // A page that arrives, or new columns (the screen's clock ticking, the store's time zone loaded),
  // are drawn at a transition's priority: the rows (20 orders with badges and times) build in
  // slices that let the browser paint and answer taps in between, not in one long task. Until
  // then the rows shown, or the spinner, stay.
  const shown = useDeferredValue(list.data);
  const rowColumns = useDeferredValue(columns);
  const rowEditPath = useDeferredValue(editPath);
  const rows = shown?.data ?? [];
  const count = shown?.count ?? 0;
  const countCapped = shown?.count_capped ?? false;
  const shownSkip = shown?.skip ?? page.skip;
  const columnCount = columns.length + 1;

  return (
    <Stack gap="md">
      {searchable ? (
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            applySearchLater.cancel();
            applySearch(text);
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={messages.list.searchLabel}
              placeholder={messages.list.searchPlaceholder}
              value={text}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setText(value);
                applySearchLater(value);
              }}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {messages.list.search}
            </Button>
          </Group>
        </form>
      ) : null}
      {/*
        A table that scrolls sideways when short of room (focusable, so keyboards scroll it too), or
        cards. A plain table styled as Mantine's (list-table.module.css): Mantine's Table brings its
        ScrollArea and, through the bundle's shared chunks, floating-ui into the list's chunk.
      */}
      <div className={classes.frame}>
        <div role="region" aria-label={label} tabIndex={0} className={classes.scroller}>
          <table
            role="table"
            className={classes.table}
            style={{ '--list-min-width': `${minWidth}px` } as CSSProperties}
            data-hover={rowOpens || undefined}
            aria-label={label}
            aria-busy={list.isFetching}
          >
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th key={column.key} role="columnheader" className={classes.cell} data-table-from={column.tableFrom}>
                    {column.header}
                  </th>
                ))}
                <th role="columnheader">
                  <Text span size="sm" fw={700}>
                    {messages.list.actions}
                  </Text>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {list.isError ? (
                <ListStatusRow columns={columnCount} tone="error" className={classes.status}>
                  {list.error.message}
                </ListStatusRow>
              ) : shown === undefined ? (
                <ListStatusRow columns={columnCount} className={classes.status} loading>
                  <Loader size="sm" role="status" aria-label={messages.list.loading} />
                </ListStatusRow>
              ) : rows.length === 0 ? (
                <ListStatusRow columns={columnCount} className={classes.status}>
                  {messages.list.empty}
                </ListStatusRow>
              ) : (
                <ListRows rows={rows} columns={rowColumns} editPath={rowEditPath} rowOpens={rowOpens} readOnly={readOnly} />
              )}
            </tbody>
          </table>
        </div>
      </div>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" aria-live="polite">
            {listRangeText(shownSkip, list.isError ? 0 : rows.length, list.isError ? 0 : count, !list.isError && countCapped)}
          </Text>
          {list.isFetching && !list.isPending ? (
            <Loader size="xs" role="status" aria-label={messages.list.loading} />
          ) : null}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={!hasPreviousPage(page.skip)}
            onClick={() =>
              setPage((current) => ({
                ...current,
                skip: Math.max(0, current.skip - current.limit),
              }))
            }
          >
            {messages.list.previous}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={list.isPlaceholderData || !hasNextPage(page.skip, page.limit, count, countCapped)}
            onClick={() => setPage((current) => ({ ...current, skip: current.skip + current.limit }))}
          >
            {messages.list.next}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
