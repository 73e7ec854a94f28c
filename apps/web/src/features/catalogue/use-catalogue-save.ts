import { useQueryClient } from '@tanstack/react-query';
import type { SaveOutcome } from '../../lib/toast';
import { saveToast } from '../../lib/toast';
import type { CatalogueEntity } from './catalogue-keys';
import { catalogueKeys } from './catalogue-keys';

/**
 * Saving an edit screen: the PUT under the 'Guardando ...' toast, then the saved entity becomes
 * the screen's data and every list of that entity (pages, pickers, names) is refreshed.
 */
export function useCatalogueSave<Body, Saved>(
  entity: CatalogueEntity,
  id: string,
  put: (id: string, body: Body) => Promise<Saved>,
): (body: Body) => Promise<SaveOutcome<Saved>> {
  const queryClient = useQueryClient();
  return async (body) => {
    const outcome = await saveToast(put(id, body));
    if (outcome.ok) {
      queryClient.setQueryData(catalogueKeys.detail(entity, id), outcome.value);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.list(entity) });
    }
    return outcome;
  };
}
