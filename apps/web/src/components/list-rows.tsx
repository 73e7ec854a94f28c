import { ActionIcon } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { shortId } from '../lib/format';
import { messages } from '../lib/messages';
import type { ListColumn } from './list-table';
import classes from './list-table.module.css';

interface RowLook<T> {
  columns: ReadonlyArray<ListColumn<T>>;
  editPath: (row: T) => string;
  rowOpens: boolean;
  readOnly: boolean;
}

interface ListRowsProps<T> extends RowLook<T> {
  rows: readonly T[];
}

interface ListRowProps<T> extends RowLook<T> {
  row: T;
}

/** One row of ListTable: its cells, then its edit (or view) button. */
function ListRowOf<T extends { id: string }>({ row, columns, editPath, rowOpens, readOnly }: ListRowProps<T>) {
  const navigate = useNavigate();
  return (
    <tr
      role="row"
      className={classes.row}
      onClick={rowOpens ? () => void navigate(editPath(row)) : undefined}
      style={rowOpens ? { cursor: 'pointer' } : undefined}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          role="cell"
          className={classes.cell}
          data-table-from={column.tableFrom}
          data-nowrap={column.nowrap || undefined}
          data-card={column.card ?? 'field'}
          data-label={column.header}
        >
          {column.render(row)}
        </td>
      ))}
      <td role="cell" className={classes.cell} data-card="action">
        <ActionIcon
          component={Link}
          to={editPath(row)}
          variant="subtle"
          aria-label={(readOnly ? messages.list.view : messages.list.edit)(shortId(row.id))}
          onClick={(event) => event.stopPropagation()}
        >
          {readOnly ? <IconEye size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
        </ActionIcon>
      </td>
    </tr>
  );
}

// memo() loses the type parameter: the generic signatures are given back here.
const ListRow = memo(ListRowOf) as typeof ListRowOf;

/**
 * The rows of a page of ListTable. Memoized, the page and each row: typing in the search box, or
 * the table waiting for a new page, builds no row again, and a row is its own piece of work, so a
 * page drawn at a transition's priority yields to the browser between rows.
 */
function ListRowsOf<T extends { id: string }>({ rows, ...look }: ListRowsProps<T>) {
  return (
    <>
      {rows.map((row) => (
        <ListRow key={row.id} row={row} {...look} />
      ))}
    </>
  );
}

export const ListRows = memo(ListRowsOf) as typeof ListRowsOf;
