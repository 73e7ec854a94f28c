import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueEditFrame } from '../catalogue-edit-frame';
import { useCatalogueItem } from '../use-catalogue-item';
import { useRouteId } from '../use-route-id';
import { StockForm } from './stock-form';

/** /catalogue/stock/:id */
export function StockEditScreen() {
  const id = useRouteId();
  const api = useApi();
  const item = useCatalogueItem('stock', id, (itemId, signal) =>
    api.callVersioned(stockRoutes.get, { params: { id: itemId } }, { signal }),
  );
  return (
    <CatalogueEditFrame
      entity={messages.catalogue.stock.entity}
      item={item}
      nameOf={(stock) => stock.description}
    >
      {(stock) => <StockForm key={id} id={id} item={stock} />}
    </CatalogueEditFrame>
  );
}
