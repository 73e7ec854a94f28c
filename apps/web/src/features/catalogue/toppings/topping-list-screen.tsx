import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { messages } from '../../../lib/messages';
import { CatalogueListHeader } from '../catalogue-list-header';
import { catalogueItemPath, catalogueKeys } from '../catalogue-keys';
import { toppingColumns } from './topping-columns';

/** /catalogue/toppings */
export function ToppingListScreen() {
  const api = useApi();
  return (
    <>
      <CatalogueListHeader title={messages.screens.toppings} entity="toppings" />
      <ListTable
        label={messages.screens.toppings}
        queryKey={catalogueKeys.list('toppings')}
        fetchPage={(page, signal) => api.call(toppingRoutes.list, { query: page }, { signal })}
        columns={toppingColumns}
        editPath={(topping) => catalogueItemPath('toppings', topping.id)}
      />
    </>
  );
}
