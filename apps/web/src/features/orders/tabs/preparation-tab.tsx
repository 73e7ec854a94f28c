import { preparationStatusLabel } from '@comanda/contract/order-enums';
import type { PreparationStatus } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { useApi } from '../../../api/api-context';
import { StatusSelect } from '../detail/status-select';
import { useOrderChange } from '../detail/use-order-change';
import { messages } from '../../../lib/messages';
import type { OrderPermissions } from '../order-permissions';

/** Tab Preparación: its status (not for delivery nor initial). */
export function PreparationTab({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const preparation = useOrderChange(order.id, (status: PreparationStatus, options) =>
    api.callVersioned(orderRoutes.setPreparation, { params: { orderId: order.id }, body: { status } }, options),
  );
  return (
    <StatusSelect
      label={messages.orders.preparation.status}
      value={order.preparation.status}
      labels={preparationStatusLabel}
      disabled={!can.preparation}
      pending={preparation.pending}
      onChange={preparation.change}
    />
  );
}
