import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { toppingColumns } from './topping-columns';

/** /catalogue/toppings */
export function ToppingListScreen() {
  const api = useApi();
  return (
    <CatalogueListScreen
      entity="toppings"
      title={messages.screens.toppings}
      fetchPage={(page, signal) => api.call(toppingRoutes.list, { query: page }, { signal })}
      columns={toppingColumns}
    />
  );
}
