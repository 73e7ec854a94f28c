import { describe, expect, it } from 'vitest';
import { ars } from '../money';
import {
  PriceBody,
  importFromTotal,
  isPriceConsistent,
  optionPriceFromTotal,
  totalFromImport,
} from './price';

describe('totalFromImport', () => {
  it('takes the discount off the import', () => {
    expect(totalFromImport(ars(500), 10)).toEqual(ars(450));
    expect(totalFromImport(ars(1000), 0)).toEqual(ars(1000));
    expect(totalFromImport(ars(1000), 100)).toEqual(ars(0));
  });

  it('rounds to cents without binary noise', () => {
    expect(totalFromImport(ars(0.1 + 0.2), 0)).toEqual(ars(0.3));
    expect(totalFromImport(ars(10.05), 50)).toEqual(ars(5.03));
    expect(totalFromImport(ars(99.99), 12.5)).toEqual(ars(87.49));
  });

  it('keeps the currency', () => {
    expect(totalFromImport({ currency: 'USD', amount: 20 }, 25)).toEqual({
      currency: 'USD',
      amount: 15,
    });
  });
});

describe('importFromTotal', () => {
  it('is the exact inverse: total 450 at 10 % gives import 500', () => {
    expect(importFromTotal(ars(450), 10, ars(0))).toEqual(ars(500));
  });

  it('keeps the current import at a 100 % discount', () => {
    expect(importFromTotal(ars(0), 100, ars(730))).toEqual(ars(730));
  });

  it('round-trips back to the same total', () => {
    for (const discount of [0, 1, 7.5, 10, 30, 33.33, 50, 99, 99.99]) {
      for (const amount of [0.01, 1, 99.99, 100, 142.86, 1234.56]) {
        const importMoney = importFromTotal(ars(amount), discount, ars(0));
        expect(totalFromImport(importMoney, discount)).toEqual(ars(amount));
      }
    }
  });
});

describe('optionPriceFromTotal', () => {
  it('sets import and total equal with no discount', () => {
    expect(optionPriceFromTotal(ars(120))).toEqual({
      import: ars(120),
      discount: 0,
      total: ars(120),
    });
  });
});

describe('PriceBody', () => {
  it('accepts agreeing values and saves the canonical total', () => {
    const price = PriceBody.parse({ import: ars(142.86), discount: 30, total: ars(100.01) });
    expect(price.total).toEqual(ars(100));
  });

  it('rejects a total that does not follow from import and discount', () => {
    expect(PriceBody.safeParse({ import: ars(500), discount: 10, total: ars(500) }).success).toBe(
      false,
    );
  });

  it('rejects mixed currencies, discounts above 100 and negative money', () => {
    expect(
      isPriceConsistent({ import: ars(10), discount: 0, total: { currency: 'USD', amount: 10 } }),
    ).toBe(false);
    expect(PriceBody.safeParse({ import: ars(10), discount: 101, total: ars(0) }).success).toBe(
      false,
    );
    expect(PriceBody.safeParse({ import: ars(-1), discount: 0, total: ars(-1) }).success).toBe(
      false,
    );
  });

  it('defaults the currency to ARS', () => {
    const price = PriceBody.parse({ import: { amount: 10 }, discount: 0, total: { amount: 10 } });
    expect(price.import.currency).toBe('ARS');
  });
});
