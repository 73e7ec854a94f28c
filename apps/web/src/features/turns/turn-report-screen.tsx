import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { turnsPath } from '../../components/turn-summary/turn-report-keys';
import { TurnSummaryPrintButton } from '../../components/turn-summary/turn-summary-print-button';
import { TurnSummaryView } from '../../components/turn-summary/turn-summary-view';
import { useTurnReport } from '../../components/turn-summary/use-turn-report';
import { messages } from '../../lib/messages';

function TurnReportBody({ turnId }: { turnId: string }) {
  const report = useTurnReport(turnId);
  if (report.isPending) return <Loader size="sm" role="status" aria-label={messages.turnSummary.loading} />;
  if (report.isError) {
    return (
      <Text c="red.8" role="alert">
        {messages.turnSummary.loadFailed(report.error.message)}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group>
        <TurnSummaryPrintButton report={report.data} />
      </Group>
      <TurnSummaryView report={report.data} headingOrder={2} />
    </Stack>
  );
}

/** /turns/:id (admin and root): one turn's full summary, with 'Imprimir' for its 80 mm ticket. */
export function TurnReportScreen() {
  // The route accepts only a uuid here (route table's uuidParams).
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={turnsPath} size="sm">
        <Group gap={4} component="span">
          <IconChevronLeft size={16} aria-hidden />
          {messages.turns.back}
        </Group>
      </Anchor>
      <PageTitle mb={0}>{messages.screens.turn}</PageTitle>
      <TurnReportBody turnId={id} />
    </Stack>
  );
}
