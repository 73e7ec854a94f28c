import type { Turn } from '@comanda/contract/turn';
import { turnRoutes } from '@comanda/contract/turn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { messages } from '../../lib/messages';
import type { ActionToastTexts } from '../../lib/toast';
import { actionToast } from '../../lib/toast';
import { turnKey } from './turn-keys';

const { turn: texts } = messages;

const closeTexts: ActionToastTexts = {
  loading: texts.closing,
  success: texts.closed,
  error: texts.closeFailed,
};
const openTexts: ActionToastTexts = {
  loading: texts.opening,
  success: texts.opened,
  error: texts.openFailed,
};

/** An opened turn is closed; a closed one, or none at all, is opened. */
export const isTurnOpened = (turn: Turn | null): boolean => turn?.status === 'opened';

export interface TurnToggle {
  open: () => void;
  /** Closes the opened turn (the caller has asked first). */
  close: () => void;
  pending: boolean;
}

/**
 * The turn button (SPEC.md section 4 "Other states"): open or close under its toast, then reload
 * the turn whatever the answer (a refusal such as TURN:ALREADY_OPENED means the screen was stale).
 * A successful close hands the closed turn to `onClosed` (its summary is shown next).
 */
export function useTurnToggle(onClosed: (closed: Turn) => void = () => undefined): TurnToggle {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (close: boolean) => {
      const outcome = close
        ? await actionToast(api.call(turnRoutes.close), closeTexts)
        : await actionToast(api.call(turnRoutes.open), openTexts);
      await queryClient.invalidateQueries({ queryKey: turnKey });
      if (close && outcome.ok) onClosed(outcome.value);
      return outcome;
    },
  });
  return {
    open: () => mutation.mutate(false),
    close: () => mutation.mutate(true),
    pending: mutation.isPending,
  };
}
