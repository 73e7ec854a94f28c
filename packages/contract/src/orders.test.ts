import { describe, expect, it } from 'vitest';
import {
  OrderStatus,
  OrderStatusGroup,
  PaymentMethod,
  isFinalStatus,
  orderStatusGroupOf,
  orderStatusLabel,
  paymentMethodLabel,
  statusesOfGroup,
} from './order-enums';
import { Order, OrderListQuery, isOrderRinging, orderDeliveryMethod, orderPaymentMethod } from './orders';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });

const order: Order = {
  id: uuid(1),
  number: 7,
  status: 'process',
  created_at: '2025-03-01T12:00:00.000Z',
  client: { id: uuid(2), name: 'Ana', phone: '+5493415551234' },
  items: {
    [uuid(3)]: {
      id: uuid(3),
      message: null,
      imports: price(1200),
      article: {
        id: uuid(4),
        slug: 'burger',
        name: 'Burger',
        image_url: null,
        imports: price(1000),
      },
      toppings: {
        [uuid(5)]: {
          id: uuid(5),
          name: 'Extras',
          error: null,
          options: {
            [uuid(6)]: { id: uuid(6), name: 'Cheddar', count: 2, imports: price(100) },
          },
        },
      },
    },
  },
  delivery: {
    cost: ars(300),
    status: 'pending',
    methods: {
      take_away: null,
      shipment: {
        immediate: false,
        datetime: { date: '2025-03-01', schedule_id: uuid(7), start: '20:00', end: '20:30' },
        location: {
          city: 'Rosario',
          address_one: 'Cordoba 1234',
          address_two: '',
          indications: '',
        },
      },
    },
    rider: null,
  },
  payment: {
    status: 'pending',
    methods: {
      cash: null,
      bank_transfer: {
        name: 'Comanda',
        alias: 'comanda.pagos',
        cuit: '30712345671',
        cvu: '0000003100012345678901',
        voucher_url: null,
      },
      mercado_pago: null,
    },
  },
  preparation: { status: 'pending' },
  coupon: null,
  imports: {
    items: ars(1200),
    delivery: ars(300),
    discount: ars(0),
    coupon: ars(0),
    total: ars(1500),
  },
  promised_at: '2025-03-01T23:30:00.000Z',
  accepted_at: null,
  seen_at: null,
  cancel_reason: null,
};

describe('Order', () => {
  it('parses the order of SPEC.md section 3', () => {
    expect(Order.parse(order)).toEqual(order);
  });

  it('keys items by uuid', () => {
    const items = { one: order.items[uuid(3)] };
    expect(Order.safeParse({ ...order, items }).success).toBe(false);
  });

  it('tells the chosen methods', () => {
    expect(orderDeliveryMethod(order)).toBe('shipment');
    expect(orderPaymentMethod(order)).toBe('bank_transfer');
  });

  it('rings while Nueva and nobody attended it', () => {
    expect(isOrderRinging(order)).toBe(true);
    expect(isOrderRinging({ ...order, seen_at: '2025-03-01T12:01:00.000Z' })).toBe(false);
    expect(isOrderRinging({ ...order, status: 'preparation_in_process' })).toBe(false);
  });
});

describe('status groups', () => {
  it('puts every status in exactly one chip besides Activas', () => {
    const chips = OrderStatusGroup.options.filter((group) => group !== 'active');
    const covered = chips.flatMap((group) => statusesOfGroup(group));
    expect([...covered].sort()).toEqual([...OrderStatus.options].sort());
    for (const status of OrderStatus.options) expect(statusesOfGroup(orderStatusGroupOf(status))).toContain(status);
  });

  it('keeps in Activas what still moves: new to on the way, nothing finished or cancelled', () => {
    const active = statusesOfGroup('active');
    expect(active).toContain('process');
    expect(active).toContain('delivery_outside');
    for (const status of active) expect(isFinalStatus(status)).toBe(false);
    expect(active).not.toContain('delivery_completed');
    expect(statusesOfGroup('cancelled')).toEqual(['cancel_store', 'cancel_client']);
  });
});

describe('labels', () => {
  it('labels every status and method in Spanish', () => {
    for (const status of OrderStatus.options) expect(orderStatusLabel[status]).not.toBe('');
    expect(new Set(Object.values(orderStatusLabel)).size).toBe(OrderStatus.options.length);
    expect(orderStatusLabel.process).toBe('Nueva');
    expect(orderStatusLabel.payment_pending).toBe('Pago Pendiente');
    expect(orderStatusLabel.cancel_store).toBe('Cancelada por Tienda');
    for (const method of PaymentMethod.options) expect(paymentMethodLabel[method]).not.toBe('');
  });
});

describe('OrderListQuery', () => {
  it('sorts by number and filters by status', () => {
    expect(OrderListQuery.parse({ order: 'number__DESC', status: 'completed' })).toMatchObject({
      order: 'number__DESC',
      status: 'completed',
    });
    expect(OrderListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('filters by a status group and by the caller as rider', () => {
    expect(OrderListQuery.parse({ group: 'active', rider: 'me' })).toMatchObject({ group: 'active', rider: 'me' });
    expect(OrderListQuery.safeParse({ group: 'pending' }).success).toBe(false);
    expect(OrderListQuery.safeParse({ rider: 'someone' }).success).toBe(false);
  });
});
