import type { DeliveryMethod } from '@comanda/contract/order-enums';

/** Query keys of the counter order form; outside ['orders'], so order events do not refetch them. */
export const counterOrderKeys = {
  store: (slug: string) => ['counter-order', 'store', slug] as const,
  catalogue: (slug: string) => ['counter-order', 'catalogue', slug] as const,
  slots: (slug: string, method: DeliveryMethod) => ['counter-order', 'slots', slug, method] as const,
  client: (phone: string) => ['counter-order', 'client', phone] as const,
  quote: (slug: string, body: string) => ['counter-order', 'quote', slug, body] as const,
};
