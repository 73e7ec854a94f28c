import type { Order } from '@comanda/contract/orders';
import type { PageApi } from './page-api';

interface RiderCandidate {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
}

/** Accepts, readies and dispatches a shipment to the demo rider (rider@comanda.test); answers the rider. */
export async function dispatchToDemoRider(api: PageApi, order: Order): Promise<RiderCandidate> {
  const candidates = await api<{ data: RiderCandidate[] }>('GET', `/v1/backoffice/orders/${order.id}/delivery/rider`);
  const rider = candidates.data.find((candidate) => candidate.email === 'rider@comanda.test');
  if (!rider) throw new Error('the demo rider is not a rider candidate');
  await api('PUT', `/v1/backoffice/orders/${order.id}/accept`, { minutes: 20 });
  await api('PUT', `/v1/backoffice/orders/${order.id}/ready`);
  await api('PUT', `/v1/backoffice/orders/${order.id}/dispatch`, { user_id: rider.id });
  return rider;
}
