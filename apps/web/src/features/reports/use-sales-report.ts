import type { ReportBreakdown, ReportQuery, SalesReport } from '@comanda/contract/reports';
import { reportRoutes } from '@comanda/contract/reports';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';

/** Query key of one breakdown's report over a range. */
export const salesReportKey = (breakdown: ReportBreakdown, range: ReportQuery | null) =>
  ['reports', 'sales', breakdown, range?.from ?? null, range?.to ?? null] as const;

/** One breakdown's sales between the dates; asked only while `range` is valid (null otherwise). */
export function useSalesReport(breakdown: ReportBreakdown, range: ReportQuery | null): UseQueryResult<SalesReport> {
  const api = useApi();
  return useQuery({
    queryKey: salesReportKey(breakdown, range),
    queryFn: range
      ? ({ signal }) => api.call(reportRoutes.sales, { params: { breakdown }, query: range }, { signal })
      : skipToken,
  });
}
