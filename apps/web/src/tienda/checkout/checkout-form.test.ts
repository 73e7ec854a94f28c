import type { StoreSlot } from '@comanda/contract/storefront';
import { describe, expect, it } from 'vitest';
import { checkoutProblems, emptyCheckoutForm, orderBody, paysWithCents, quoteBody, slotKey, type CheckoutForm } from './checkout-form';

const filled: CheckoutForm = {
  ...emptyCheckoutForm,
  name: ' Ana ',
  phone: '0341 155-123456',
  method: 'take_away',
  when: 'now',
  payment: 'cash',
};
const item = { article_id: '00000000-0000-4000-8000-0000000000a1', toppings: [] };
const slot: StoreSlot = {
  date: '2026-11-28',
  schedule_id: '00000000-0000-4000-8000-0000000000b1',
  start: '20:00',
  end: '20:30',
  starts_at: '2026-11-28T23:00:00.000Z',
};

describe("'Paga con' as customers type it", () => {
  it.each([
    ['20000', 2_000_000],
    ['20.000', 2_000_000],
    ['$ 20.000', 2_000_000],
    ['20.000,50', 2_000_050],
    ['1.234.567', 123_456_700],
    ['15000,5', 1_500_050],
    ['15000.5', 1_500_050],
  ])('%s is %i cents', (typed, cents) => {
    expect(paysWithCents(typed)).toBe(cents);
  });

  it('empty is none; anything else is not an amount', () => {
    expect(paysWithCents('  ')).toBeNull();
    expect(paysWithCents('mucho')).toBeNaN();
    expect(paysWithCents('-5')).toBeNaN();
  });
});

describe('checkout problems', () => {
  it('a filled form has none; the phone is checked with libphonenumber-js', () => {
    expect(checkoutProblems(filled, 1_900_000)).toEqual({});
    expect(checkoutProblems({ ...filled, phone: '12345' }, null).phone).toMatch(/^Revisá el teléfono/);
    expect(checkoutProblems({ ...filled, name: ' ', phone: '' }, null)).toMatchObject({
      name: 'Escribí tu nombre',
      phone: 'Escribí tu teléfono',
    });
  });

  it('a shipment needs city and address; cash with less than the total is refused', () => {
    expect(checkoutProblems({ ...filled, method: 'shipment' }, null)).toMatchObject({
      city: 'Escribí la ciudad',
      addressOne: 'Escribí la dirección',
    });
    expect(checkoutProblems({ ...filled, paysWith: '18000' }, 1_900_000).paysWith).toBe('Tiene que ser al menos el total');
    expect(checkoutProblems({ ...filled, paysWith: '19000' }, 1_900_000).paysWith).toBeUndefined();
  });

  it('no method, no time, no payment: each says what to choose', () => {
    expect(checkoutProblems({ ...filled, method: null, payment: null }, null)).toMatchObject({
      method: 'Elegí envío a domicilio o retiro en la tienda',
      payment: 'Elegí cómo vas a pagar',
    });
    expect(checkoutProblems({ ...filled, when: null }, null).when).toBe('Elegí cuándo lo querés');
  });
});

describe('the bodies', () => {
  it("'Confirmar' sends the normalised phone, the chosen slot and the coupon", () => {
    const body = orderBody({ ...filled, when: slotKey(slot), coupon: 'VERANO' }, [item], [slot]);
    expect(body).toEqual({
      client: { name: 'Ana', phone: '+5493415123456' },
      items: [item],
      delivery: { method: 'take_away', immediate: false, datetime: { date: slot.date, schedule_id: slot.schedule_id } },
      payment: { method: 'cash' },
      coupon_code: 'VERANO',
    });
  });

  it("sends a phone typed without 15 with the mobile 9 ('11 5555-1234' is +5491155551234)", () => {
    expect(orderBody({ ...filled, phone: '11 5555-1234' }, [item], []).client.phone).toBe('+5491155551234');
    expect(orderBody({ ...filled, phone: '+54 11 5555-1234' }, [item], []).client.phone).toBe('+5491155551234');
  });

  it("sends cash 'paga con' as pays_with in pesos; nothing when empty or with another method", () => {
    expect(orderBody({ ...filled, paysWith: '$ 20.000,50' }, [item], []).payment).toEqual({ method: 'cash', pays_with: 20000.5 });
    expect(orderBody({ ...filled, paysWith: '  ' }, [item], []).payment).toEqual({ method: 'cash' });
    expect(orderBody({ ...filled, payment: 'bank_transfer', paysWith: '20000' }, [item], []).payment).toEqual({ method: 'bank_transfer' });
    expect(quoteBody({ ...filled, paysWith: '20000' }, [item], 'take_away', [], '').payment).toEqual({ method: 'cash' });
  });

  it('a quote before the customer typed name, phone or address prices the same order with stand-ins', () => {
    const body = quoteBody({ ...emptyCheckoutForm, method: 'shipment', when: 'now' }, [item], 'shipment', [], '');
    expect(body.client.name).toBe('Cliente');
    expect(body.client.phone).toMatch(/^\+54/);
    expect(body.delivery).toMatchObject({ method: 'shipment', immediate: true, location: { city: '-', address_one: '-' } });
    expect(body).not.toHaveProperty('coupon_code');
  });
});
