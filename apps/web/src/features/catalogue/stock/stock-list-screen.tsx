import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { stockColumns } from './stock-columns';

/** /catalogue/stock */
export function StockListScreen() {
  const api = useApi();
  return (
    <CatalogueListScreen
      entity="stock"
      title={messages.screens.stock}
      fetchPage={(page, signal) => api.call(stockRoutes.list, { query: page }, { signal })}
      columns={stockColumns}
    />
  );
}
