import type { TurnReport } from '@comanda/contract/turn';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import type { SummaryTable } from './turn-summary-tables';
import { summaryFigures, summaryTables, turnMeta } from './turn-summary-tables';

const texts = messages.turnSummary;

function Breakdown({ table, headingOrder }: { table: SummaryTable; headingOrder: 2 | 3 }) {
  const titleId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Title id={titleId} order={headingOrder} size="h5">
        {table.title}
      </Title>
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      ) : (
        <Table aria-labelledby={titleId} striped withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <Table.Th key={index} scope="row" fw={500}>
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td key={index} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export interface TurnSummaryViewProps {
  report: TurnReport;
  /** Level of the breakdowns' headings: 2 under a screen's title, 3 under a section's. */
  headingOrder?: 2 | 3;
}

/**
 * A turn's summary on screen: its times and people, the headline figures, then each breakdown as
 * a small table (sales by payment and delivery method, rider cash, coupons, stock, stage times).
 */
export function TurnSummaryView({ report, headingOrder = 3 }: TurnSummaryViewProps) {
  const timeZone = useStoreTimeZone();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        {turnMeta(report, timeZone).map((field) => (
          <Stack key={field.key} gap={0}>
            <Text size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text fw={500}>{field.value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {summaryFigures(report.summary).map((figure) => (
          <Paper key={figure.key} withBorder radius="md" p="sm" data-testid={`turn-summary-${figure.key}`}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz="xl" fw={700} lh={1.2}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {summaryTables(report.summary).map((table) => (
        <Breakdown key={table.key} table={table} headingOrder={headingOrder} />
      ))}
    </Stack>
  );
}
