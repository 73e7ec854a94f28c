import type { Order, OrderRider, RiderCandidate } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { useOrderChange } from '../detail/use-order-change';
import { orderKeys } from '../order-keys';
import { riderOptionGroups, type RiderOption, type RiderOptionGroup } from '../shared/rider-options';

const text = messages.orders.delivery;
const NO_RIDER = '';

const fullName = (user: Pick<OrderRider, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();

function riderOptions(rider: OrderRider | null, candidates: RiderCandidate[]) {
  const options: Array<RiderOption | RiderOptionGroup> = [{ value: NO_RIDER, label: text.noRider }];
  options.push(...riderOptionGroups(candidates));
  // The assigned rider may no longer be a candidate (deactivated): still shown.
  if (rider && !candidates.some((candidate) => candidate.id === rider.id)) {
    options.push({ value: rider.id, label: fullName(rider) });
  }
  return options;
}

/** The rider: candidates from GET rider, assigned or taken off with PUT rider (root and admin). */
export function RiderSelect({ order, enabled }: { order: Order; enabled: boolean }) {
  const api = useApi();
  const candidates = useQuery({
    queryKey: orderKeys.riders(order.id),
    queryFn: ({ signal }) => api.call(orderRoutes.riders, { params: { orderId: order.id } }, { signal }),
    enabled,
  });
  const rider = useOrderChange(order.id, (userId: string | null, options) =>
    api.callVersioned(orderRoutes.setRider, { params: { orderId: order.id }, body: { user_id: userId } }, options),
  );
  const current = order.delivery.rider?.id ?? NO_RIDER;
  return (
    <NativeSelect
      label={text.rider}
      value={current}
      data={riderOptions(order.delivery.rider, candidates.data?.data ?? [])}
      disabled={!enabled || rider.pending || (enabled && candidates.isPending)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (value !== current) rider.change(value === NO_RIDER ? null : value);
      }}
      maw={320}
    />
  );
}
