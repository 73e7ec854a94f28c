import type { Turn } from '@comanda/contract/turn';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../lib/messages';
import { ClosedTurnSummaryDialog } from './closed-turn-summary-dialog';
import { TurnDetails } from './turn-details';
import { TurnToggleButton } from './turn-toggle-button';
import { useTurn } from './use-turn';

const { turn: texts } = messages;

function TurnBody({ onClosed }: { onClosed: (closed: Turn) => void }) {
  const turn = useTurn();
  if (turn.isPending) return <Loader size="sm" role="status" aria-label={texts.loading} />;
  // SPEC.md section 8: if the turn fetch fails, no turn is shown.
  if (turn.isError) return <Text c="dimmed">{texts.loadFailed}</Text>;
  return (
    <Stack gap="md" align="flex-start">
      <TurnDetails turn={turn.data} />
      <TurnToggleButton turn={turn.data} onClosed={onClosed} />
    </Stack>
  );
}

/**
 * The sales turn: its times and status, and the button that opens or closes it; once closed, the
 * turn's summary (kept here, so a failed reload of the turn does not take it away).
 */
export function TurnPanel() {
  const [closedTurnId, setClosedTurnId] = useState<string | null>(null);
  return (
    <Paper component="section" withBorder radius="lg" p="lg" maw={560} aria-labelledby="turn-panel-title">
      <Group mb="sm">
        <Title id="turn-panel-title" order={2} size="h3">
          {texts.title}
        </Title>
      </Group>
      <TurnBody onClosed={(closed) => setClosedTurnId(closed.id)} />
      <ClosedTurnSummaryDialog turnId={closedTurnId} onClose={() => setClosedTurnId(null)} />
    </Paper>
  );
}
