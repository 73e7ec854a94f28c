import { deliveryMethodLabel, deliveryStatusLabel } from '@comanda/contract/order-enums';
import type { DeliveryStatus } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderDeliveryMethod, orderRoutes } from '@comanda/contract/orders';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { StatusSelect } from '../detail/status-select';
import { useOrderChange } from '../detail/use-order-change';
import type { OrderPermissions } from '../order-permissions';
import { shipmentAddress } from '../shared/order-summary';
import { deliveryScheduleText } from './delivery-schedule';
import { mapsUrl } from './external-links';
import { LabelledValue } from './labelled-value';
import { RiderSelect } from './rider-select';
import { useStoreInfo } from '../shared/use-store-info';
import { useNow } from '../shared/use-now';

const text = messages.orders.delivery;

/** Tab Entrega: status, rider, cost, method, schedule and the address with its maps link. */
export function DeliveryTab({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const storeInfo = useStoreInfo().data;
  const storeCity = storeInfo?.city ?? '';
  const now = useNow();
  const delivery = useOrderChange(order.id, (status: DeliveryStatus, options) =>
    api.callVersioned(orderRoutes.setDelivery, { params: { orderId: order.id }, body: { status } }, options),
  );
  const { shipment, take_away: takeAway } = order.delivery.methods;
  const method = shipment ?? takeAway;
  const location = shipment?.location;
  const address = shipmentAddress(order);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatusSelect
          label={text.status}
          value={order.delivery.status}
          labels={deliveryStatusLabel}
          disabled={!can.delivery}
          pending={delivery.pending}
          onChange={delivery.change}
        />
        <RiderSelect order={order} enabled={can.rider} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LabelledValue label={text.cost}>{formatMoney(order.delivery.cost)}</LabelledValue>
        <LabelledValue label={text.method}>{deliveryMethodLabel[orderDeliveryMethod(order)]}</LabelledValue>
        <LabelledValue label={text.schedule}>{method ? deliveryScheduleText(method, now, storeInfo?.timezone) : text.none}</LabelledValue>
        <LabelledValue label={text.address}>
          {address ? (
            <Anchor
              href={mapsUrl(location?.address_one ?? address, storeCity)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={text.openMap(address)}
            >
              {address}
            </Anchor>
          ) : (
            text.noAddress
          )}
        </LabelledValue>
        <LabelledValue label={text.city}>{location?.city || text.none}</LabelledValue>
        <LabelledValue label={text.indications}>{location?.indications || text.none}</LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}
