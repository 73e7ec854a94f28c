import type { StoreStatus } from '@comanda/contract/store/status';
import { storeStatusRoutes } from '@comanda/contract/store/status';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { rereadDelay } from './reread-delay';
import { storeStatusKey } from './store-status-keys';

/**
 * The store's status (GET /store/status, every staff role). The live stream refreshes it when a
 * pause, an extra delay or the turn changes; what changes with the clock alone (a pause running
 * out, the hours opening) is read again at the answer's `next_change_at`.
 */
export function useStoreStatus(): UseQueryResult<StoreStatus> {
  const api = useApi();
  return useQuery({
    queryKey: storeStatusKey,
    queryFn: ({ signal }) => api.call(storeStatusRoutes.get, undefined, { signal }),
    refetchInterval: (query) => rereadDelay(query.state.data, query.state.dataUpdatedAt, Date.now()),
    // One request at the due moment, so a tab shown again later is already right.
    refetchIntervalInBackground: true,
  });
}
