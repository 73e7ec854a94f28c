import type { OrderQuote } from '@comanda/contract/storefront';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { counterOrderKeys } from './counter-order-keys';
import type { OrderDraft } from './order-draft';
import { quoteBody } from './order-draft';

/** Typing settles this long before the order is priced again. */
const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteState {
  /** There is something to price (at least one line). */
  priced: boolean;
  quote: OrderQuote | undefined;
  /** The quote answered for the draft as it is now (not an earlier one still shown). */
  current: boolean;
  /** The quote was made with stand-ins for the client or address: its refusal may not be this order's. */
  complete: boolean;
  error: unknown;
}

/**
 * The order priced by the server (POST stores/:slug/orders/quote, written nowhere): the lines,
 * coupon, shipment cost and total to the cent, and the refusal placing it now would answer.
 */
export function useQuote(slug: string, draft: OrderDraft): QuoteState {
  const api = useApi();
  const prepared = quoteBody(draft);
  const json = prepared ? JSON.stringify(prepared.body) : '';
  const [settled] = useDebouncedValue(json, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: counterOrderKeys.quote(slug, settled),
    queryFn: ({ signal }) =>
      api.call(storefrontRoutes.quote, { params: { slug }, body: JSON.parse(settled) as never }, { signal }),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    priced: json !== '',
    quote: json === '' ? undefined : query.data,
    current: json !== '' && settled === json && !query.isPlaceholderData && query.isSuccess,
    complete: prepared?.complete ?? false,
    error: json === '' ? null : query.error,
  };
}
