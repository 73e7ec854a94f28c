import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../api/api-context';
import { powersQuery } from '../auth/powers-query';
import { useAuth } from '../auth/use-auth';
import { messages } from '../lib/messages';
import { toast } from '../lib/toast';

/**
 * When the store takes this member's access away (deactivated on 'Equipo'), the session leaves the
 * store for the lobby on its own (auth machine); this says why, naming the store it left (from the
 * powers the header already loaded, read before leaving the store clears the cache).
 */
export function useAccessLostNotice(): void {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      auth.onAccessLost((powerId) => {
        const powers = queryClient.getQueryData(powersQuery(api).queryKey);
        const store = powers?.data.find((power) => power.id === powerId)?.store.name;
        toast.error(messages.accessLost.text(store), messages.accessLost.title);
      }),
    [api, auth, queryClient],
  );
}
