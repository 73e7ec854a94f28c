import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TurnSummaryPrintButton } from '../../components/turn-summary/turn-summary-print-button';
import { TurnSummaryView } from '../../components/turn-summary/turn-summary-view';
import { useTurnReport } from '../../components/turn-summary/use-turn-report';
import { messages } from '../../lib/messages';

const texts = messages.turn;

function SummaryBody({ turnId, onClose }: { turnId: string; onClose: () => void }) {
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
      <TurnSummaryView report={report.data} />
      <Group justify="flex-end">
        <TurnSummaryPrintButton report={report.data} />
        <Button onClick={onClose}>{texts.dismissSummary}</Button>
      </Group>
    </Stack>
  );
}

/** After 'Cerrar Turno': the closed turn's summary, with 'Imprimir' for its 80 mm ticket. */
export function ClosedTurnSummaryDialog({ turnId, onClose }: { turnId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={turnId !== null}
      onClose={onClose}
      title={texts.summaryTitle}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      {turnId ? <SummaryBody turnId={turnId} onClose={onClose} /> : null}
    </Modal>
  );
}
