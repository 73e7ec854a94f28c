import type { ClientLookup } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { normalisePhone } from '@comanda/contract/phone';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { isApiError } from '../../../api/api-error';
import { counterOrderKeys } from './counter-order-keys';

/**
 * The store's earlier client with this phone, once it is a valid phone: the client, null when the
 * store has none (404), undefined while unknown.
 */
export function useClientLookup(phone: string): { client: ClientLookup | null | undefined; searching: boolean } {
  const api = useApi();
  const normalised = normalisePhone(phone);
  const query = useQuery({
    queryKey: counterOrderKeys.client(normalised ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(orderRoutes.client, { query: { phone: normalised ?? '' } }, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: normalised !== null,
    staleTime: 60_000,
  });
  return { client: normalised === null ? undefined : query.data, searching: normalised !== null && query.isFetching };
}
