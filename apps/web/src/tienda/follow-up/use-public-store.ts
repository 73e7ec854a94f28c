import type { PublicStore } from '@comanda/contract/storefront';
import { useEffect, useState } from 'react';
import { tiendaApi } from '../api/tienda-api';

/** The store's public profile, once; null while loading or when it failed (the page works without it). */
export function usePublicStore(slug: string): PublicStore | null {
  const [store, setStore] = useState<PublicStore | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    tiendaApi.store(slug, controller.signal).then(setStore, () => undefined);
    return () => controller.abort();
  }, [slug]);
  return store;
}
