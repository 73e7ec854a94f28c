import type { Order } from '@comanda/contract/orders';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });

/**
 * An order as the web POSTs it (the API's answer): a shipment to Peña's, cash with 'paga con',
 * a pizza with an option and a note. Promised 20:45 in Buenos Aires.
 */
export function sampleOrder(number = 42): Order {
  return {
    id: uuid(1000 + number),
    number,
    status: 'preparation_in_process',
    created_at: '2025-03-01T23:00:00.000Z',
    client: { id: uuid(2), name: 'Begoña Núñez', phone: '+5493415551234' },
    items: {
      [uuid(3)]: {
        id: uuid(3),
        message: 'Sin cebolla, ¡bien cocida!',
        imports: price(16_000),
        article: { id: uuid(4), slug: 'napolitana', name: 'Napolitana grande', image_url: null, imports: price(15_000) },
        toppings: {
          [uuid(5)]: {
            id: uuid(5),
            name: 'Extras',
            error: null,
            options: { [uuid(6)]: { id: uuid(6), name: 'Jamón crudo', count: 2, imports: price(500) } },
          },
        },
      },
    },
    delivery: {
      cost: ars(500),
      status: 'pending',
      methods: {
        take_away: null,
        shipment: {
          immediate: true,
          datetime: null,
          location: { city: 'Rosario', address_one: 'Güemes 1234', address_two: '2° B', indications: '¿Timbre? Llamar al llegar' },
        },
      },
      rider: null,
    },
    payment: { status: 'pending', methods: { cash: { pays_with: ars(20_000) }, bank_transfer: null, mercado_pago: null } },
    preparation: { status: 'in_process' },
    coupon: null,
    imports: { items: ars(16_000), delivery: ars(500), discount: ars(0), coupon: ars(0), total: ars(16_500) },
    promised_at: '2025-03-01T23:45:00.000Z',
    accepted_at: '2025-03-01T23:05:00.000Z',
    seen_at: '2025-03-01T23:05:00.000Z',
    cancel_reason: null,
    entered_by: null,
  };
}
