import type { Turn } from '@comanda/contract/turn';
import { Button } from '@mantine/core';
import { messages } from '../../lib/messages';
import { isTurnOpened, useTurnToggle } from './use-turn-toggle';

/** 'Cerrar Turno' for an opened turn, 'Abrir Turno' otherwise (SPEC.md section 2 "Turn screen"). */
export function TurnToggleButton({ turn }: { turn: Turn | null }) {
  const { toggle, pending } = useTurnToggle(turn);
  const opened = isTurnOpened(turn);
  return (
    <Button color={opened ? 'red' : 'teal'} variant={opened ? 'light' : 'filled'} loading={pending} onClick={toggle}>
      {opened ? messages.turn.close : messages.turn.open}
    </Button>
  );
}
