import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { SalesReport } from '@comanda/contract/reports';
import { reportBreakdownLabel } from '@comanda/contract/reports';
import { Box, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { messages } from '../../lib/messages';

const texts = messages.reports;

/** Bars a chart of names shows at most (the rows come by sales, highest first). */
export const CHART_MAX_BARS = 20;

const BAR_ROW_PX = 36;
/** A name longer than this is cut on the axis (two lines at most); the tooltip and table keep it whole. */
const AXIS_NAME_MAX = 22;
const axisName = (name: string): string => (name.length > AXIS_NAME_MAX ? `${name.slice(0, AXIS_NAME_MAX - 1).trimEnd()}…` : name);
const COLUMN_CHART_PX = 280;
const compactNumber = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });
const axisAmount = (value: number): string => compactNumber.format(value);

/**
 * The report's sales as bars: columns along the time for days and hours; for names (articles,
 * sections, methods) horizontal bars, the highest on top, where long names stay readable. The
 * chart is an image to readers; its text alternative is the table (`describedBy`, its caption).
 */
export function ReportChart({ report, describedBy }: { report: SalesReport; describedBy: string }) {
  const overTime = report.breakdown === 'day' || report.breakdown === 'hour';
  const rows = overTime ? report.rows : report.rows.slice(0, CHART_MAX_BARS);
  const data = rows.map((row) => ({ label: row.label, sales: row.sales.amount }));
  const currency = report.totals.sales.currency;
  const series = [{ name: 'sales', label: texts.sales, color: 'blue.6' }];
  const valueFormatter = (amount: number) => formatMoney({ amount, currency });
  return (
    <Box>
      <Box
        role="img"
        aria-label={texts.chartAlt(reportBreakdownLabel[report.breakdown])}
        aria-describedby={describedBy}
        data-testid="report-chart"
      >
        {overTime ? (
          <BarChart
            h={COLUMN_CHART_PX}
            data={data}
            dataKey="label"
            series={series}
            valueFormatter={valueFormatter}
            yAxisProps={{ tickFormatter: axisAmount, width: 48 }}
            accessibilityLayer={false}
          />
        ) : (
          <BarChart
            h={Math.max(2, rows.length) * BAR_ROW_PX + 40}
            data={data}
            dataKey="label"
            series={series}
            orientation="vertical"
            gridAxis="y"
            valueFormatter={valueFormatter}
            xAxisProps={{ tickFormatter: axisAmount }}
            yAxisProps={{ width: 120, tickFormatter: axisName }}
            accessibilityLayer={false}
          />
        )}
      </Box>
      {report.rows.length > rows.length ? (
        <Text size="xs" c="dimmed" mt={4}>
          {texts.chartTop(rows.length)}
        </Text>
      ) : null}
    </Box>
  );
}
