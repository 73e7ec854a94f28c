import { orderRoutes } from '@comanda/contract/orders';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { orderKeys, orderPath } from '../order-keys';
import { orderColumns } from './order-columns';

/** /orders (every role): newest first; a row or its edit button opens the order. */
export function OrderListScreen() {
  const api = useApi();
  return (
    <>
      <PageTitle>{messages.screens.orders}</PageTitle>
      <ListTable
        label={messages.screens.orders}
        queryKey={orderKeys.list}
        fetchPage={(page, signal) => api.call(orderRoutes.list, { query: page }, { signal })}
        columns={orderColumns}
        editPath={(order) => orderPath(order.id)}
        rowOpens
      />
    </>
  );
}
