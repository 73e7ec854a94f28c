import type { TurnReport } from '@comanda/contract/turn';
import { turnRoutes } from '@comanda/contract/turn';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { turnReportKeys } from './turn-report-keys';

/** One turn with who opened and closed it and its summary (GET /turns/:turnId, admin and root). */
export function useTurnReport(turnId: string): UseQueryResult<TurnReport> {
  const api = useApi();
  return useQuery({
    queryKey: turnReportKeys.report(turnId),
    queryFn: ({ signal }) => api.call(turnRoutes.report, { params: { turnId } }, { signal }),
  });
}
