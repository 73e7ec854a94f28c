import type { StorefrontCatalogue } from '@comanda/contract/storefront';
import { useEffect, useMemo, useState } from 'react';
import { tiendaApi } from '../api/tienda-api';
import { unavailableLineKeys } from './cart-availability';
import type { CartLine } from './cart-lines';

/**
 * The keys of the cart's lines that can no longer be ordered, by the public catalogue read again
 * each time the cart opens (the menu on screen may be older). Nothing is marked until it answers,
 * nor when it cannot be read (offline): the order is still checked at 'Confirmar'.
 */
export function useCartAvailability(slug: string, lines: readonly CartLine[], open: boolean): ReadonlySet<string> {
  const [catalogue, setCatalogue] = useState<StorefrontCatalogue | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    tiendaApi.catalogue(slug, abort.signal).then(setCatalogue, () => undefined);
    return () => abort.abort();
  }, [slug, open]);
  return useMemo(() => (catalogue ? unavailableLineKeys(lines, catalogue) : new Set<string>()), [lines, catalogue]);
}
