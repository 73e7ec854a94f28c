import type { PublicStore, StorefrontCatalogue } from '@comanda/contract/storefront';
import { useEffect, useState } from 'react';
import { loadErrorMessage, tiendaApi } from '../api/tienda-api';

/*
 * The store and its catalogue, asked for side by side. main.tsx starts the request before React
 * renders; the menu reads the same promise.
 */

export interface TiendaData {
  store: PublicStore;
  catalogue: StorefrontCatalogue;
}

export type TiendaDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; data: TiendaData };

const requests = new Map<string, Promise<TiendaData>>();

export function loadTiendaData(slug: string): Promise<TiendaData> {
  let request = requests.get(slug);
  if (!request) {
    request = Promise.all([tiendaApi.store(slug), tiendaApi.catalogue(slug)]).then(([store, catalogue]) => ({ store, catalogue }));
    // A failed load is asked again next time ('Reintentar').
    request.catch(() => requests.delete(slug));
    requests.set(slug, request);
  }
  return request;
}

export function useTiendaData(slug: string): { state: TiendaDataState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: TiendaDataState }>({ key: '', value: { status: 'loading' } });
  const key = `${slug}#${attempt}`;

  useEffect(() => {
    let live = true;
    loadTiendaData(slug).then(
      (data) => live && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          value: {
            status: 'error',
            message: loadErrorMessage(error),
            notFound: (error as { status?: number }).status === 404,
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [slug, key]);

  return { state: state.key === key ? state.value : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
