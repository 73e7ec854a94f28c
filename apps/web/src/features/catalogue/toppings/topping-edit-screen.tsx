import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueEditFrame } from '../catalogue-edit-frame';
import { useCatalogueItem } from '../use-catalogue-item';
import { useRouteId } from '../use-route-id';
import { ToppingForm } from './topping-form';

/** /catalogue/toppings/:id */
export function ToppingEditScreen() {
  const id = useRouteId();
  const api = useApi();
  const item = useCatalogueItem('toppings', id, (itemId, signal) =>
    api.callVersioned(toppingRoutes.get, { params: { id: itemId } }, { signal }),
  );
  return (
    <CatalogueEditFrame entity={messages.catalogue.toppings.entity} item={item} nameOf={(t) => t.name}>
      {(topping) => <ToppingForm key={id} id={id} topping={topping} />}
    </CatalogueEditFrame>
  );
}
