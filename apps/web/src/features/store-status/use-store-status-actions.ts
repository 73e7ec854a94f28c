import type { ExtraDelayBody, PauseBody, PauseTarget, StoreStatus } from '@comanda/contract/store/status';
import { storeStatusRoutes } from '@comanda/contract/store/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { messages } from '../../lib/messages';
import type { ActionToastTexts, SaveOutcome } from '../../lib/toast';
import { actionToast } from '../../lib/toast';
import { storeStatusKey } from './store-status-keys';

const text = messages.storeStatus;

const pauseTexts: ActionToastTexts = { loading: text.pausing, success: text.pausedToast, error: text.pauseFailed };
const resumeTexts: ActionToastTexts = { loading: text.resuming, success: text.resumedToast, error: text.resumeFailed };
const delayTexts: ActionToastTexts = { loading: text.delaying, success: text.delayedToast, error: text.delayFailed };

export type StoreStatusAction =
  | { kind: 'pause'; body: PauseBody }
  | { kind: 'resume'; channel: PauseTarget }
  | { kind: 'extra_delay'; body: ExtraDelayBody };

export interface StoreStatusActions {
  run: (action: StoreStatusAction) => void;
  pending: boolean;
}

/**
 * Pause, resume and the extra delay, each under its toast (a refusal shows the API's text). The
 * answer is the status as it is now and replaces the cached one; after a refusal the status is
 * read again, since the screen was stale (the turn closed meanwhile, say).
 */
export function useStoreStatusActions(): StoreStatusActions {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (action: StoreStatusAction): Promise<SaveOutcome<StoreStatus>> => {
      const outcome = await send(action);
      if (outcome.ok) queryClient.setQueryData(storeStatusKey, outcome.value);
      else await queryClient.invalidateQueries({ queryKey: storeStatusKey });
      return outcome;
    },
  });

  function send(action: StoreStatusAction): Promise<SaveOutcome<StoreStatus>> {
    switch (action.kind) {
      case 'pause':
        return actionToast(api.call(storeStatusRoutes.pause, { body: action.body }), pauseTexts);
      case 'resume':
        return actionToast(api.call(storeStatusRoutes.resume, { body: { channel: action.channel } }), resumeTexts);
      case 'extra_delay':
        return actionToast(api.call(storeStatusRoutes.extraDelay, { body: action.body }), delayTexts);
    }
  }

  return { run: (action) => mutation.mutate(action), pending: mutation.isPending };
}
