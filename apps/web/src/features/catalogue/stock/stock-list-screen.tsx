import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { messages } from '../../../lib/messages';
import { CatalogueListHeader } from '../catalogue-list-header';
import { catalogueItemPath, catalogueKeys } from '../catalogue-keys';
import { stockColumns } from './stock-columns';

/** /catalogue/stock */
export function StockListScreen() {
  const api = useApi();
  return (
    <>
      <CatalogueListHeader title={messages.screens.stock} entity="stock" />
      <ListTable
        label={messages.screens.stock}
        queryKey={catalogueKeys.list('stock')}
        fetchPage={(page, signal) => api.call(stockRoutes.list, { query: page }, { signal })}
        columns={stockColumns}
        editPath={(item) => catalogueItemPath('stock', item.id)}
      />
    </>
  );
}
