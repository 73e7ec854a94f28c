import type { Order, OrderDetail, OrderHistoryEntry, OrderItem, RiderCandidate } from '@comanda/contract/orders';
import type { StoreInfo } from '@comanda/contract/store/info';

export const ORDER_ID = '4b3a2c1d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const ITEM_ID = '6c5d4e3f-2a1b-4c9d-8e7f-6a5b4c3d2e1f';
export const ARTICLE_ID = '8e7f6a5b-4c3d-4e2f-9a1b-0c9d8e7f6a5b';
export const TOPPING_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e';
export const OPTION_CHEESE = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const OPTION_OLIVES = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const RIDER_ID = '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a';
export const COUPON_ID = '7f8a9b0c-1d2e-4f3a-8b4c-5d6e7f8a9b0c';
export const STAFF_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const STORE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const orderPaths = {
  list: '/v1/backoffice/orders',
  order: `/v1/backoffice/orders/${ORDER_ID}`,
  status: `/v1/backoffice/orders/${ORDER_ID}/status`,
  preparation: `/v1/backoffice/orders/${ORDER_ID}/preparation`,
  delivery: `/v1/backoffice/orders/${ORDER_ID}/delivery`,
  payment: `/v1/backoffice/orders/${ORDER_ID}/payment`,
  rider: `/v1/backoffice/orders/${ORDER_ID}/delivery/rider`,
  accept: `/v1/backoffice/orders/${ORDER_ID}/accept`,
  reject: `/v1/backoffice/orders/${ORDER_ID}/reject`,
  ready: `/v1/backoffice/orders/${ORDER_ID}/ready`,
  dispatch: `/v1/backoffice/orders/${ORDER_ID}/dispatch`,
  delivered: `/v1/backoffice/orders/${ORDER_ID}/delivered`,
  paid: `/v1/backoffice/orders/${ORDER_ID}/paid`,
  delay: `/v1/backoffice/orders/${ORDER_ID}/delay`,
  seen: `/v1/backoffice/orders/${ORDER_ID}/seen`,
  takeAway: '/v1/backoffice/store/delivery/take_away',
  store: '/v1/backoffice/store',
};

/** GET /store: what every staff role reads (city for maps, time zone, Aceptar's minutes). */
export function storeInfo(overrides: Partial<StoreInfo> = {}): StoreInfo {
  return {
    id: STORE_ID,
    name: 'Comanda Centro',
    slug: 'centro',
    city: 'CABA',
    timezone: STORE_TIME_ZONE,
    preparation_delay: 25,
    ...overrides,
  };
}

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (importAmount: number, discount: number, total: number) => ({
  import: ars(importAmount),
  discount,
  total: ars(total),
});

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: ITEM_ID,
    message: 'Sin sal, por favor',
    imports: price(5000, 10, 4700),
    article: {
      id: ARTICLE_ID,
      slug: 'pizza-muzzarella',
      name: 'Pizza Muzzarella',
      image_url: null,
      imports: price(4000, 0, 4000),
    },
    toppings: {
      [TOPPING_ID]: {
        id: TOPPING_ID,
        name: 'Extras',
        error: null,
        options: {
          [OPTION_CHEESE]: { id: OPTION_CHEESE, name: 'Queso extra', count: 2, imports: price(350, 0, 350) },
          [OPTION_OLIVES]: { id: OPTION_OLIVES, name: 'Aceitunas', count: 1, imports: price(0, 0, 0) },
        },
      },
    },
    ...overrides,
  };
}

export function demoOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 42,
    status: 'process',
    created_at: '2025-03-01T12:00:00.000Z',
    client: { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e', name: 'Juan Perez', phone: '+54 9 11 5555-1234' },
    items: { [ITEM_ID]: orderItem() },
    delivery: {
      cost: ars(1500),
      status: 'pending',
      methods: {
        take_away: null,
        shipment: {
          immediate: false,
          datetime: {
            date: '2025-03-01',
            schedule_id: 'ad1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
            start: '20:00',
            end: '20:30',
          },
          location: {
            city: 'Palermo',
            address_one: 'Av. Santa Fe 1234',
            address_two: '',
            indications: 'Timbre 3B',
          },
        },
      },
      rider: null,
    },
    payment: { status: 'pending', methods: { cash: { pays_with: null }, bank_transfer: null, mercado_pago: null } },
    preparation: { status: 'pending' },
    coupon: null,
    imports: {
      items: ars(4700),
      delivery: ars(1500),
      discount: ars(500),
      coupon: ars(0),
      total: ars(6200),
    },
    // The slot's end, 20:30 in Buenos Aires.
    promised_at: '2025-03-01T23:30:00.000Z',
    accepted_at: null,
    // Opened once: it does not ring (isOrderRinging) unless a test says so.
    seen_at: '2025-03-01T12:01:00.000Z',
    cancel_reason: null,
    ...overrides,
  };
}

/** One history entry (a staff change by default). */
export function historyEntry(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    seq: 1,
    at: '2025-03-01T12:00:00.000Z',
    kind: 'order:changed',
    action: 'set',
    field: 'status',
    from: 'process',
    to: 'preparation_in_process',
    reason: null,
    actor: { kind: 'user', user_id: STAFF_ID, name: 'Ana Gomez' },
    ...overrides,
  };
}

/** GET /orders/{id} and every PUT: the order with its history. */
export function demoOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return { ...demoOrder(), history: [], ...overrides };
}

export const riderCandidates: RiderCandidate[] = [
  {
    id: RIDER_ID,
    first_name: 'Rita',
    last_name: 'Moto',
    phone: null,
    email: 'rider@comanda.test',
    role: 'delivery',
  },
];
