import type { StoreInfo } from '@comanda/contract/store/info';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { storeInfoKey } from '../order-keys';

const STORE_INFO_STALE_MS = 5 * 60_000;

/**
 * The access's store (GET /store, every staff role): the city the maps links append, the time
 * zone order times are shown in and the minutes 'Aceptar' offers.
 */
export function useStoreInfo(): UseQueryResult<StoreInfo> {
  const api = useApi();
  return useQuery({
    queryKey: storeInfoKey,
    queryFn: ({ signal }) => api.call(storeInfoRoutes.get, {}, { signal }),
    staleTime: STORE_INFO_STALE_MS,
  });
}

/** The store's time zone; undefined while loading (the device's zone is used meanwhile). */
export function useStoreTimeZone(): string | undefined {
  return useStoreInfo().data?.timezone;
}
