import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { orderKeys } from '../order-keys';

const CITY_STALE_MS = 5 * 60_000;

/**
 * The store's city (its take-away address city) for the maps links. Roles that cannot read the
 * settings get a 403: then, as while loading, the city is '' and nothing is appended.
 */
export function useStoreCity(): string {
  const api = useApi();
  const city = useQuery({
    queryKey: orderKeys.storeCity,
    queryFn: async ({ signal }) =>
      (await api.call(storeDeliveryRoutes.getTakeAway, {}, { signal })).address.city,
    staleTime: CITY_STALE_MS,
    retry: false,
  });
  return city.data ?? '';
}
