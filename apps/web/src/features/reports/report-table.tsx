import type { SalesReport } from '@comanda/contract/reports';
import { reportBreakdownLabel } from '@comanda/contract/reports';
import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { messages } from '../../lib/messages';
import { calendarDate, rowName } from './report-rows';

const texts = messages.reports;

/** Wide enough for a name and three figures; a phone scrolls the table sideways instead. */
const TABLE_MIN_WIDTH = 440;

/**
 * The report's rows and total: what the chart shows, in text (its label describes the chart's
 * data), and exactly what the CSV holds.
 */
export function ReportTable({ report, captionId }: { report: SalesReport; captionId: string }) {
  const label = reportBreakdownLabel[report.breakdown];
  return (
    <Stack gap={4}>
      {/* The table's name, outside the sideways scroller so a phone shows it whole. */}
      <Text id={captionId} size="sm" c="dimmed">
        {texts.tableCaption(label, calendarDate(report.from), calendarDate(report.to))}
      </Text>
      {/* Focusable, so a keyboard can scroll it sideways on a phone. */}
      <Table.ScrollContainer
        minWidth={TABLE_MIN_WIDTH}
        type="native"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table striped highlightOnHover aria-labelledby={captionId} data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.keyHeader[report.breakdown]}</Table.Th>
              <Table.Th scope="col" ta="right">
                {texts.orders}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {texts.units}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {texts.sales}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400}>
                  {rowName(report.breakdown, row)}
                </Table.Th>
                <Table.Td ta="right">{row.orders}</Table.Td>
                <Table.Td ta="right">{row.units}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.sales)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{texts.total}</Table.Th>
              <Table.Td ta="right">{report.totals.orders}</Table.Td>
              <Table.Td ta="right">{report.totals.units}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(report.totals.sales)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
