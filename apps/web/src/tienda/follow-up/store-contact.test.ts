import { describe, expect, it } from 'vitest';
import { paysWithText, storeContactLinks } from './store-contact';

const money = (amount: number) => ({ currency: 'ARS' as const, amount });
const imports = { items: money(8800), delivery: money(0), discount: money(0), coupon: money(0), total: money(8800) };
const cash = (paysWith: number | null) => ({
  imports,
  payment: {
    status: 'pending' as const,
    methods: { cash: { pays_with: paysWith === null ? null : money(paysWith) }, bank_transfer: null, mercado_pago: null },
  },
});

describe("the store's WhatsApp and call links", () => {
  it('links the E.164 phone: wa.me with its digits, tel: with the +', () => {
    expect(storeContactLinks('+5493415123456')).toEqual({ whatsapp: 'https://wa.me/5493415123456', call: 'tel:+5493415123456' });
  });

  it('offers none without a phone', () => {
    expect(storeContactLinks(null)).toBeNull();
    expect(storeContactLinks('')).toBeNull();
    expect(storeContactLinks(undefined)).toBeNull();
  });
});

describe("what the customer pays cash with", () => {
  it('shows it with the change to bring', () => {
    expect(paysWithText(cash(10000))?.replace(/\s/g, ' ')).toBe('Pagás con $ 10.000,00 · Vuelto $ 1.200,00');
  });

  it('says nothing when not said or not cash', () => {
    expect(paysWithText(cash(null))).toBeNull();
    expect(paysWithText({ imports, payment: { status: 'pending', methods: { cash: null, bank_transfer: null, mercado_pago: {} } } })).toBeNull();
  });
});
