import { useQuery } from '@tanstack/react-query';
import type { Versioned } from '../../api/api-client';
import type { CatalogueEntity } from './catalogue-keys';
import { catalogueKeys } from './catalogue-keys';

/**
 * GET by id for an edit screen. Any failed lookup (404 or another error) counts as "not found",
 * so the screen shows a blank new form for that id (SPEC.md section 8). The entry holds the item
 * with its version, which the form saves from (useEditForm); the screen gets the item or null.
 */
export function useCatalogueItem<T>(
  entity: CatalogueEntity,
  id: string,
  fetchItem: (id: string, signal: AbortSignal) => Promise<Versioned<T>>,
) {
  return useQuery({
    queryKey: catalogueKeys.detail(entity, id),
    queryFn: async ({ signal }): Promise<Versioned<T | null>> => {
      try {
        return await fetchItem(id, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        return { value: null, version: null };
      }
    },
    select: (loaded) => loaded.value,
    retry: false,
    // The form keeps what it loaded; coming back to the screen later loads it afresh.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
