import type { ReportBreakdown, ReportQuery } from '@comanda/contract/reports';
import { ReportBreakdown as ReportBreakdownSchema, reportBreakdownLabel } from '@comanda/contract/reports';
import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { useStoreInfo } from '../../lib/store-info';
import { ReportPanel } from './report-panel';
import { checkReportRange, defaultReportRange } from './report-range';
import { ReportRangeFields } from './report-range-fields';

const texts = messages.reports;
const breakdowns = ReportBreakdownSchema.options;

function ReportsBody({ timeZone }: { timeZone: string | undefined }) {
  const [range, setRange] = useState<ReportQuery>(() => defaultReportRange(timeZone));
  const [breakdown, setBreakdown] = useState<ReportBreakdown>('day');
  const errors = checkReportRange(range);
  return (
    <Stack gap="lg">
      <ReportRangeFields range={range} errors={errors} onChange={setRange} />
      <Tabs
        value={breakdown}
        onChange={(value) => setBreakdown(ReportBreakdownSchema.catch('day').parse(value))}
        keepMounted={false}
      >
        <Tabs.List aria-label={texts.breakdowns}>
          {breakdowns.map((option) => (
            <Tabs.Tab key={option} value={option}>
              {reportBreakdownLabel[option]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {breakdowns.map((option) => (
          <Tabs.Panel key={option} value={option} pt="md">
            <ReportPanel breakdown={option} range={errors ? null : range} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * /reports (admin and root): sales between two dates of the store's calendar, by day, hour,
 * article, section, payment method or delivery method, as a chart, a table and a CSV. The
 * default range (the last 30 days) waits for the store's time zone.
 */
export function ReportsScreen() {
  const store = useStoreInfo();
  return (
    <>
      <PageTitle>{messages.screens.reports}</PageTitle>
      {store.isPending ? (
        <Center py="lg">
          <Loader size="sm" role="status" aria-label={messages.app.loading} />
        </Center>
      ) : (
        <ReportsBody timeZone={store.data?.timezone} />
      )}
    </>
  );
}
