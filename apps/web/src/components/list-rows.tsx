import { ActionIcon, Table } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { shortId } from '../lib/format';
import { messages } from '../lib/messages';
import type { ListColumn } from './list-table';
import classes from './list-table.module.css';

interface ListRowsProps<T extends { id: string }> {
  rows: readonly T[];
  columns: ReadonlyArray<ListColumn<T>>;
  editPath: (row: T) => string;
  rowOpens: boolean;
  readOnly: boolean;
}

/**
 * The rows of a page of ListTable, each with its edit (or view) button. Memoized: typing in the
 * search box, or the table waiting for a new page, does not build the shown rows again.
 */
function ListRowsOf<T extends { id: string }>({ rows, columns, editPath, rowOpens, readOnly }: ListRowsProps<T>) {
  const navigate = useNavigate();
  return (
    <>
      {rows.map((row) => (
        <Table.Tr
          key={row.id}
          role="row"
          className={classes.row}
          onClick={rowOpens ? () => void navigate(editPath(row)) : undefined}
          style={rowOpens ? { cursor: 'pointer' } : undefined}
        >
          {columns.map((column) => (
            <Table.Td
              key={column.key}
              role="cell"
              className={classes.cell}
              data-table-from={column.tableFrom}
              data-nowrap={column.nowrap || undefined}
              data-card={column.card ?? 'field'}
              data-label={column.header}
            >
              {column.render(row)}
            </Table.Td>
          ))}
          <Table.Td role="cell" className={classes.cell} data-card="action">
            <ActionIcon
              component={Link}
              to={editPath(row)}
              variant="subtle"
              aria-label={(readOnly ? messages.list.view : messages.list.edit)(shortId(row.id))}
              onClick={(event) => event.stopPropagation()}
            >
              {readOnly ? <IconEye size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
            </ActionIcon>
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

// memo() loses the type parameter: the generic signature is given back here.
export const ListRows = memo(ListRowsOf) as typeof ListRowsOf;
