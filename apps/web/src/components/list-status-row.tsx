import { Center, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListStatusRowProps {
  columns: number;
  tone?: 'info' | 'error';
  children: ReactNode;
}

/** One full-width row of a list table: the spinner, 'No hay resultados' or an error. */
export function ListStatusRow({ columns, tone = 'info', children }: ListStatusRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Center py="md">
          <Text
            component="div"
            c={tone === 'error' ? 'red' : 'dimmed'}
            role={tone === 'error' ? 'alert' : undefined}
          >
            {children}
          </Text>
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
