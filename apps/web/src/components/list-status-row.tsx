import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListStatusRowProps {
  columns: number;
  tone?: 'info' | 'error';
  className?: string;
  /**
   * The first page is on its way: the row keeps a screen's height, so the controls below it are
   * already where the rows will push them (nothing jumps when they arrive).
   */
  loading?: boolean;
  children: ReactNode;
}

/** One full-width row of a list table: the spinner, 'No hay resultados' or an error. */
export function ListStatusRow({ columns, tone = 'info', className, loading, children }: ListStatusRowProps) {
  return (
    <tr role="row" className={className} data-loading={loading || undefined}>
      <td role="cell" colSpan={columns}>
        <Center py="md">
          <Text
            component="div"
            c={tone === 'error' ? 'red' : 'dimmed'}
            role={tone === 'error' ? 'alert' : undefined}
          >
            {children}
          </Text>
        </Center>
      </td>
    </tr>
  );
}
