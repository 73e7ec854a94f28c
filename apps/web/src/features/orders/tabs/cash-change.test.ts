import { describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { demoOrder } from '../../../test/order-data';
import { cashChangeText } from './cash-change';

describe("cash 'paga con' and the change to bring", () => {
  it('says what the customer pays with and the change, on cents', () => {
    const order = demoOrder({
      payment: { status: 'pending', methods: { cash: { pays_with: ars(10000) }, bank_transfer: null, mercado_pago: null } },
      imports: { items: ars(6199.9), delivery: ars(0), discount: ars(0), coupon: ars(0), total: ars(6199.9) },
    });
    expect(cashChangeText(order)).toBe('Paga con 10.000,00 ARS · Vuelto 3.800,10 ARS');
  });

  it('no change for the exact amount; nothing when not said or not cash', () => {
    const cash = (paysWith: number | null) =>
      demoOrder({ payment: { status: 'pending', methods: { cash: { pays_with: paysWith === null ? null : ars(paysWith) }, bank_transfer: null, mercado_pago: null } } });
    expect(cashChangeText(cash(6200))).toBe('Paga con 6.200,00 ARS · Vuelto 0,00 ARS');
    expect(cashChangeText(cash(null))).toBeNull();
    expect(cashChangeText(demoOrder({ payment: { status: 'pending', methods: { cash: null, bank_transfer: null, mercado_pago: {} } } }))).toBeNull();
  });
});
