import type { StorefrontOrder } from '@comanda/contract/storefront';
import { useCallback, useEffect, useState } from 'react';
import { TiendaApiError } from '../api/tienda-api';
import { fetchOrder } from './follow-up-api';
import { isSettled } from './order-steps';

/** The follow-up asks at most this often (the issue: polling at most every 10 s). */
export const POLL_INTERVAL_MS = 10_000;

export type FollowedOrder =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; order: StorefrontOrder; stale: boolean };

/**
 * The order, kept live by asking again every POLL_INTERVAL_MS while the tab is visible, and at
 * once when it becomes visible again; never more often than that, and not at all once the order
 * is delivered or cancelled. A failed refresh keeps the last answer on screen (marked stale).
 * The page mounts it once per phone (key), so a phone typed later starts from 'loading'.
 */
export function useFollowedOrder(slug: string, orderId: string, phone: string | null) {
  const [followed, setFollowed] = useState<FollowedOrder>({ state: 'loading' });

  const replace = useCallback((order: StorefrontOrder) => {
    setFollowed({ state: 'ready', order, stale: false });
  }, []);

  useEffect(() => {
    if (!phone) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    let settled = false;
    let lastAsked = 0;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void ask(), delay);
    };

    const ask = async () => {
      if (settled) return;
      controller?.abort();
      controller = new AbortController();
      lastAsked = Date.now();
      try {
        const order = await fetchOrder(slug, orderId, phone, controller.signal);
        if (stopped) return;
        setFollowed({ state: 'ready', order, stale: false });
        settled = isSettled(order.status);
        if (settled) return;
      } catch (error) {
        if (stopped || controller.signal.aborted) return;
        if (error instanceof TiendaApiError && error.status === 404) {
          setFollowed({ state: 'not-found' });
          return;
        }
        setFollowed((before) =>
          before.state === 'ready'
            ? { ...before, stale: true }
            : { state: 'failed', message: 'No pudimos cargar tu pedido. Revisá tu conexión; volvemos a intentar solos.' },
        );
      }
      schedule(POLL_INTERVAL_MS);
    };

    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        clearTimeout(timer);
        return;
      }
      // Back on screen: ask now, unless the last answer is younger than the interval allows.
      schedule(Math.max(0, lastAsked + POLL_INTERVAL_MS - Date.now()));
    };

    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slug, orderId, phone]);

  return { followed, replace };
}
