import { z } from 'zod';
import { ErrorEnvelope } from '@comanda/contract/errors';
import { Order } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import {
  type CreateOrderBodyInput,
  IDEMPOTENCY_HEADER,
  PublicStore,
  StorefrontCatalogue,
  storefrontRoutes,
} from '@comanda/contract/storefront';

/** The server could not be reached at all (not running, wrong port). */
export class ConnectionError extends Error {}

/** The server answered with an error envelope. */
export class StorefrontRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`${description} (${code})`);
  }
}

/** What the simulator prints of a placed order. */
export const PlacedOrder = Order.pick({ id: true, number: true, client: true, imports: true });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export interface StorefrontClient {
  baseUrl: string;
  store(slug: string): Promise<PublicStore>;
  catalogue(slug: string): Promise<StorefrontCatalogue>;
  placeOrder(slug: string, body: CreateOrderBodyInput, idempotencyKey: string): Promise<PlacedOrder>;
}

/**
 * The public storefront API over HTTP, as a customer's app calls it: the simulator never opens
 * the database, so it works beside a running server, on PostgreSQL or on the embedded PGlite.
 */
export function storefrontClient(baseUrl: string, fetchImpl: typeof fetch = fetch): StorefrontClient {
  async function call<T>(schema: z.ZodType<T>, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new ConnectionError(`No se pudo conectar con ${baseUrl} (${cause})`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const envelope = ErrorEnvelope.safeParse(json);
      if (envelope.success) throw new StorefrontRefusal(response.status, envelope.data.error.code, envelope.data.error.description);
      throw new StorefrontRefusal(response.status, 'unknown', `respuesta ${response.status} sin el formato de Comanda: ¿es ${baseUrl} el servidor de Comanda?`);
    }
    const parsed = z.object({ result: schema }).safeParse(json);
    if (!parsed.success) throw new Error(`Respuesta inesperada de ${method} ${path}: ${parsed.error.message}`);
    return parsed.data.result;
  }
  return {
    baseUrl,
    store: (slug) => call(PublicStore, 'GET', fillPath(storefrontRoutes.store.path, { slug })),
    catalogue: (slug) => call(StorefrontCatalogue, 'GET', fillPath(storefrontRoutes.catalogue.path, { slug })),
    placeOrder: (slug, body, idempotencyKey) =>
      call(PlacedOrder, 'POST', fillPath(storefrontRoutes.createOrder.path, { slug }), body, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
  };
}
