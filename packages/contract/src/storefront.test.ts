import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';
import { CreateOrderBody, type CreateOrderBodyInput, StorefrontOrderQuery } from './storefront';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const order: CreateOrderBodyInput = {
  client: { name: 'Ana', phone: '+54 9 341 555-1234' },
  items: [
    {
      article_id: uuid(1),
      message: 'sin sal',
      toppings: [{ id: uuid(2), options: [{ id: uuid(3), count: 2 }] }],
    },
  ],
  delivery: { method: 'take_away', immediate: true },
  payment: { method: 'cash' },
};

const location = { city: 'Rosario', address_one: 'Cordoba 1234' };

describe('CreateOrderBody', () => {
  it('accepts the body of DECISIONS.md and fills defaults', () => {
    const body = CreateOrderBody.parse({
      ...order,
      items: [{ article_id: uuid(1) }],
      coupon_code: ' verano10 ',
    });
    expect(body.items[0]?.toppings).toEqual([]);
    expect(body.coupon_code).toBe('VERANO10');
  });

  it('needs a slot exactly when not immediate', () => {
    const slot = { date: '2025-03-01', schedule_id: uuid(9) };
    const later = { method: 'take_away', immediate: false } as const;
    expect(CreateOrderBody.safeParse({ ...order, delivery: later }).success).toBe(false);
    expect(
      CreateOrderBody.safeParse({ ...order, delivery: { ...later, datetime: slot } }).success,
    ).toBe(true);
    expect(
      CreateOrderBody.safeParse({ ...order, delivery: { ...order.delivery, datetime: slot } })
        .success,
    ).toBe(false);
    expect(
      CreateOrderBody.safeParse({
        ...order,
        delivery: { ...later, datetime: { ...slot, date: '01/03/2025' } },
      }).success,
    ).toBe(false);
  });

  it('needs a complete location exactly for shipment', () => {
    const shipment = { method: 'shipment', immediate: true } as const;
    expect(CreateOrderBody.safeParse({ ...order, delivery: shipment }).success).toBe(false);
    expect(
      CreateOrderBody.safeParse({ ...order, delivery: { ...shipment, location } }).success,
    ).toBe(true);
    expect(
      CreateOrderBody.safeParse({
        ...order,
        delivery: { ...shipment, location: { ...location, city: ' ' } },
      }).success,
    ).toBe(false);
    expect(
      CreateOrderBody.safeParse({ ...order, delivery: { ...order.delivery, location } }).success,
    ).toBe(false);
  });

  it('rejects unknown methods, bad counts and a missing client name', () => {
    expect(CreateOrderBody.safeParse({ ...order, payment: { method: 'card' } }).success).toBe(
      false,
    );
    const withCount = (count: number) => ({
      ...order,
      items: [
        { article_id: uuid(1), toppings: [{ id: uuid(2), options: [{ id: uuid(3), count }] }] },
      ],
    });
    expect(CreateOrderBody.safeParse(withCount(0)).success).toBe(false);
    expect(CreateOrderBody.safeParse(withCount(1.5)).success).toBe(false);
    expect(
      CreateOrderBody.safeParse({ ...order, client: { name: '', phone: '3415551234' } }).success,
    ).toBe(false);
  });

  it('leaves an empty item list to the server (ORDER:ITEMS:EMPTY)', () => {
    expect(CreateOrderBody.safeParse({ ...order, items: [] }).success).toBe(true);
  });
});

describe('phones', () => {
  it('normalises typed phones and refuses what is not one', () => {
    expect(normalisePhone('+54 9 341 555-1234')).toBe('+5493415551234');
    expect(normalisePhone('(0341) 155-551234')).toBe('+5493415551234');
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('llamame')).toBeNull();
    expect(StorefrontOrderQuery.safeParse({}).success).toBe(false);
  });
});
