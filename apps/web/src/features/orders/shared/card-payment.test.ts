import { ars } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { describe, expect, it } from 'vitest';
import { demoOrder } from '../../../test/order-data';
import { cashPaysWith, transferVoucher } from './card-payment';

const total = (amount: number): Order['imports'] => ({
  items: ars(amount),
  delivery: ars(0),
  discount: ars(0),
  coupon: ars(0),
  total: ars(amount),
});
const cash = (paysWith: number | null, overrides: Partial<Order> = {}) =>
  demoOrder({
    payment: { status: 'pending', methods: { cash: { pays_with: paysWith === null ? null : ars(paysWith) }, bank_transfer: null, mercado_pago: null } },
    imports: total(10300),
    ...overrides,
  });
const account = { name: 'Pizzeria SA', cuit: '30-12345678-9', cvu: '0000003100000000000001', alias: 'pizzeria.sa' };
const transfer = (voucherUrl: string | null) =>
  demoOrder({ payment: { status: 'pending', methods: { cash: null, bank_transfer: { ...account, voucher_url: voucherUrl }, mercado_pago: null } } });

describe("a cash card's 'Paga con' and 'Vuelto'", () => {
  it('gives the change as pays_with minus the total, exact to the cent', () => {
    expect(cashPaysWith(cash(20000))).toEqual({ paysWith: ars(20000), change: ars(9700) });
    const cents = cashPaysWith(cash(10000, { imports: total(6199.9) }));
    expect(cents?.change).toEqual(ars(3800.1));
    expect(cashPaysWith(cash(0.3, { imports: total(0.1) }))?.change).toEqual(ars(0.2));
  });

  it('no change for the exact amount, none when paying with less', () => {
    expect(cashPaysWith(cash(10300))).toEqual({ paysWith: ars(10300), change: ars(0) });
    expect(cashPaysWith(cash(10000))).toEqual({ paysWith: ars(10000), change: null });
  });

  it('nothing when not said, already paid, cancelled or not cash', () => {
    expect(cashPaysWith(cash(null))).toBeNull();
    expect(cashPaysWith(cash(20000, { payment: { status: 'paid', methods: { cash: { pays_with: ars(20000) }, bank_transfer: null, mercado_pago: null } } }))).toBeNull();
    expect(cashPaysWith(cash(20000, { status: 'cancel_client' }))).toBeNull();
    expect(cashPaysWith(transfer(null))).toBeNull();
  });
});

describe("a transfer card's voucher", () => {
  it('is missing until the customer uploads it, then links to it; other methods have none', () => {
    expect(transferVoucher(transfer(null))).toEqual({ url: null });
    expect(transferVoucher(transfer('/v1/files/voucher.jpg'))).toEqual({ url: '/v1/files/voucher.jpg' });
    expect(transferVoucher(cash(20000))).toBeUndefined();
  });
});
