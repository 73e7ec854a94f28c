import type { Turn } from '@comanda/contract/turn';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '../../lib/messages';
import { CloseTurnDialog } from './close-turn-dialog';
import { isTurnOpened, useTurnToggle } from './use-turn-toggle';

export interface TurnToggleButtonProps {
  turn: Turn | null;
  onClosed: (closed: Turn) => void;
}

/**
 * 'Cerrar Turno' for an opened turn, 'Abrir Turno' otherwise (SPEC.md section 2 "Turn screen").
 * Closing asks first, listing the orders still active (issue 7).
 */
export function TurnToggleButton({ turn, onClosed }: TurnToggleButtonProps) {
  const { open, close, pending } = useTurnToggle(onClosed);
  const [confirming, confirm] = useDisclosure(false);
  const opened = isTurnOpened(turn);
  return (
    <>
      {/* teal.9: white words keep 4.5:1 on it (axe colour contrast); teal.7 does not. */}
      <Button
        color={opened ? 'red' : 'teal.9'}
        variant={opened ? 'light' : 'filled'}
        loading={pending}
        onClick={opened ? confirm.open : open}
      >
        {opened ? messages.turn.close : messages.turn.open}
      </Button>
      <CloseTurnDialog
        opened={confirming}
        onCancel={confirm.close}
        onConfirm={() => {
          confirm.close();
          close();
        }}
      />
    </>
  );
}
