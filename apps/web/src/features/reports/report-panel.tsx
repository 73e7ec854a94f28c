import type { ReportBreakdown, ReportQuery, SalesReport } from '@comanda/contract/reports';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { messages } from '../../lib/messages';
import { downloadTextFile } from './download-text-file';
import { ReportChart } from './report-chart';
import { reportCsv, reportCsvFileName } from './report-csv';
import { hasSales } from './report-rows';
import { ReportTable } from './report-table';
import { useSalesReport } from './use-sales-report';

const texts = messages.reports;

function ReportBody({ report }: { report: SalesReport }) {
  const captionId = useId();
  if (!hasSales(report)) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => downloadTextFile(reportCsvFileName(report), reportCsv(report), 'text/csv;charset=utf-8')}
        >
          {texts.download}
        </Button>
      </Group>
      <ReportChart report={report} describedBy={captionId} />
      <ReportTable report={report} captionId={captionId} />
    </Stack>
  );
}

/** One breakdown over the range: loading, error, 'Sin ventas en ese rango', or chart, table and CSV. */
export function ReportPanel({ breakdown, range }: { breakdown: ReportBreakdown; range: ReportQuery | null }) {
  const report = useSalesReport(breakdown, range);
  if (!range) return null;
  if (report.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={texts.loading} />
      </Center>
    );
  }
  if (report.isError) {
    return (
      <Text c="red" role="alert" py="lg">
        {texts.loadFailed(report.error.message)}
      </Text>
    );
  }
  return <ReportBody report={report.data} />;
}
