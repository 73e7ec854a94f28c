import type { PublicStore, StorefrontCatalogue } from '@comanda/contract/storefront';

/*
 * The ordering page's calls, with fetch and the API envelope read by hand: the contract's zod
 * schemas are not in the page's first load (they build at import). The server validated what it
 * answers; the page trusts its shape.
 */

export class TiendaApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = 'TiendaApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `{result}` on 2xx; otherwise the envelope's `{error: {code, description}}` as a TiendaApiError. */
export async function readTiendaAnswer<T>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && isRecord(body) && 'result' in body) return body.result as T;
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  throw new TiendaApiError(
    response.status,
    typeof error.code === 'string' ? error.code : 'unknown',
    typeof error.description === 'string' ? error.description : `HTTP ${response.status}`,
  );
}

export async function getTienda<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TiendaApiError(0, 'NETWORK', 'Sin conexion');
  }
  return readTiendaAnswer<T>(response);
}

const storePath = (slug: string) => `/v1/stores/${encodeURIComponent(slug)}`;

export const tiendaApi = {
  store: (slug: string, signal?: AbortSignal) => getTienda<PublicStore>(storePath(slug), signal),
  catalogue: (slug: string, signal?: AbortSignal) =>
    getTienda<StorefrontCatalogue>(`${storePath(slug)}/catalogue`, signal),
};

/** Plain Spanish for a failed load. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof TiendaApiError) {
    if (error.status === 404) return 'No encontramos esta tienda';
    if (error.code === 'NETWORK') return 'No pudimos conectarnos. Revisa tu conexion e intenta de nuevo.';
  }
  return 'No pudimos cargar la tienda. Intenta de nuevo en unos minutos.';
}
