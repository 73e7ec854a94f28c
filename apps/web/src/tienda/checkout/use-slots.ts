import type { DeliveryMethod } from '@comanda/contract/order-enums';
import type { StoreSlots } from '@comanda/contract/storefront';
import { useEffect, useState } from 'react';
import { fetchSlots } from './checkout-api';

export type SlotsState = { method: DeliveryMethod; slots: StoreSlots | null; failed: boolean } | null;

/** What the chosen method takes now: 'lo antes posible' and the later slots (asked again when the method changes). */
export function useSlots(slug: string, method: DeliveryMethod | null, refresh: number): SlotsState {
  const [state, setState] = useState<SlotsState>(null);
  useEffect(() => {
    if (!method) return undefined;
    const controller = new AbortController();
    fetchSlots(slug, method, controller.signal).then(
      (slots) => setState({ method, slots, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ method, slots: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [slug, method, refresh]);
  return state && state.method === method ? state : null;
}
