import type { CreateOrderBodyInput, OrderQuote } from '@comanda/contract/storefront';
import { useEffect, useState } from 'react';
import { quoteOrder } from './checkout-api';

/** Waits for the customer to stop typing before pricing again. */
const QUOTE_DELAY_MS = 300;

export type QuoteState =
  | { state: 'idle' }
  | { state: 'loading'; last: OrderQuote | null }
  | { state: 'ready'; quote: OrderQuote }
  | { state: 'failed'; error: unknown };

/**
 * The server's price of the body (POST orders/quote): the same lines, coupon and total the order
 * would get, to the cent, and the refusal placing it would answer. The latest body wins.
 */
export function useQuote(slug: string, body: CreateOrderBodyInput | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ state: 'idle' });
  const key = body ? JSON.stringify(body) : null;
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((before) => ({ state: 'loading', last: before.state === 'ready' ? before.quote : before.state === 'loading' ? before.last : null }));
      quoteOrder(slug, JSON.parse(key) as CreateOrderBodyInput, controller.signal).then(
        (quote) => setState({ state: 'ready', quote }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ state: 'failed', error });
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, key]);
  return state;
}
