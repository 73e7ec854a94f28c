import type { Dashboard } from '@comanda/contract/dashboard';
import { dashboardRoutes } from '@comanda/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { liveQueryKeys } from '../../lib/live-query-keys';

/** The open turn at a glance; under the live prefix, so every order or turn event refreshes it. */
export function useDashboard(): UseQueryResult<Dashboard> {
  const api = useApi();
  return useQuery({
    queryKey: liveQueryKeys.dashboard,
    queryFn: ({ signal }) => api.call(dashboardRoutes.get, undefined, { signal }),
  });
}
