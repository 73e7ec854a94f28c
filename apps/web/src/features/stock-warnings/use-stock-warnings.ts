import { stockRoutes, type StockWarnings } from '@comanda/contract/catalogue/stock';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { liveQueryKeys } from '../../lib/live-query-keys';

/** Under the live layer's prefix: a 'stock' stream event (or a reconnection) reads them again. */
export const stockWarningsKey = liveQueryKeys.stockWarnings;

/**
 * The store's stock items at or below their 'Avisar con' (read only when `enabled`), and
 * 'Reponer', which sets an item's count and shows the warnings it answers.
 */
export function useStockWarnings(enabled: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const warnings = useQuery({
    queryKey: stockWarningsKey,
    queryFn: ({ signal }) => api.call(stockRoutes.warnings, {}, { signal }),
    enabled,
  });
  return {
    warnings: warnings.data?.data ?? [],
    restock: async (id: string, count: number) => {
      const answer: StockWarnings = await api.call(stockRoutes.restock, { params: { id }, body: { count } });
      queryClient.setQueryData(stockWarningsKey, answer);
    },
  };
}
