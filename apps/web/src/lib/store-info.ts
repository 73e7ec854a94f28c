import type { StoreInfo } from '@comanda/contract/store/info';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../api/api-context';

/**
 * The store's city, time zone and preparation delay: outside ['orders'], so the order events do
 * not refetch it.
 */
export const storeInfoKey = ['store-info'] as const;

const STORE_INFO_STALE_MS = 5 * 60_000;

/**
 * The access's store (GET /store, every staff role): the city the maps links append, the time
 * zone every time is shown in and the minutes 'Aceptar' offers. App-level, so any feature reads it.
 */
export function useStoreInfo(): UseQueryResult<StoreInfo> {
  const api = useApi();
  return useQuery({
    queryKey: storeInfoKey,
    queryFn: ({ signal }) => api.call(storeInfoRoutes.get, {}, { signal }),
    staleTime: STORE_INFO_STALE_MS,
  });
}

/**
 * The store's time zone, which every time shown to staff is read in (lib/format.ts);
 * undefined while it loads (the device's zone is used meanwhile).
 */
export function useStoreTimeZone(): string | undefined {
  return useStoreInfo().data?.timezone;
}
