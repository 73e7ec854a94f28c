import type {
  CreateOrderBodyInput,
  IDEMPOTENCY_HEADER as ContractIdempotencyHeader,
  OrderQuote,
  StoreSlots,
  StorefrontOrder,
} from '@comanda/contract/storefront';
import type { DeliveryMethod } from '@comanda/contract/order-enums';
import { getTienda, readTiendaAnswer, TiendaApiError } from '../api/tienda-api';

/*
 * The contract's constants are typed as their literals: importing their modules would bring the
 * zod schemas they build at import (and with them the back-office's first chunk) into this page.
 */
const IDEMPOTENCY_HEADER: typeof ContractIdempotencyHeader = 'idempotency-key';

const storePath = (slug: string): string => `/v1/stores/${encodeURIComponent(slug)}`;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TiendaApiError(0, 'NETWORK', 'Sin conexión');
  }
  return readTiendaAnswer<T>(response);
}

/** 'Lo antes posible' and the later slots the method takes right now. */
export const fetchSlots = (slug: string, method: DeliveryMethod, signal?: AbortSignal): Promise<StoreSlots> =>
  getTienda<StoreSlots>(`${storePath(slug)}/slots?method=${method}`, signal);

/** The order as the server would price it now, and why it would refuse it; writes nothing. */
export const quoteOrder = (slug: string, body: CreateOrderBodyInput, signal?: AbortSignal): Promise<OrderQuote> =>
  post<OrderQuote>(`${storePath(slug)}/orders/quote`, body, {}, signal);

/** Places the order; the same key and body answer the same order (a retry never makes two). */
export const placeOrder = (slug: string, body: CreateOrderBodyInput, idempotencyKey: string): Promise<StorefrontOrder> =>
  post<StorefrontOrder>(`${storePath(slug)}/orders`, body, { [IDEMPOTENCY_HEADER]: idempotencyKey });
