import type { DeliveryMethod } from '@comanda/contract/order-enums';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { useStoreInfo } from '../../../lib/store-info';
import { counterOrderKeys } from './counter-order-keys';

/** Minutes the slots stay fresh: they move with the clock and with pauses. */
const SLOTS_STALE_MS = 60_000;

/**
 * What the counter form offers, read as the store's customers read it (the storefront routes of
 * the access's store): the same articles, toppings, channels and payment options.
 */
export function useCounterOrderData() {
  const api = useApi();
  const info = useStoreInfo();
  const slug = info.data?.slug;
  const store = useQuery({
    queryKey: counterOrderKeys.store(slug ?? ''),
    queryFn: ({ signal }) => api.call(storefrontRoutes.store, { params: { slug: slug ?? '' } }, { signal }),
    enabled: slug !== undefined,
  });
  const catalogue = useQuery({
    queryKey: counterOrderKeys.catalogue(slug ?? ''),
    queryFn: ({ signal }) => api.call(storefrontRoutes.catalogue, { params: { slug: slug ?? '' } }, { signal }),
    enabled: slug !== undefined,
  });
  return { info, slug, store, catalogue };
}

/** 'Lo antes posible' and the later slots the method takes now. */
export function useSlots(slug: string, method: DeliveryMethod) {
  const api = useApi();
  return useQuery({
    queryKey: counterOrderKeys.slots(slug, method),
    queryFn: ({ signal }) => api.call(storefrontRoutes.slots, { params: { slug }, query: { method } }, { signal }),
    staleTime: SLOTS_STALE_MS,
  });
}
