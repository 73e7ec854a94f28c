import { ars } from '@comanda/contract/money';
import { describe, expect, it } from 'vitest';
import { priceWithDiscount, priceWithImport, priceWithTotal } from './article-price-link';

describe('article price linking', () => {
  const price = { import: ars(500), discount: 10, total: ars(450) };

  it('editing the import or the discount sets total = import x (1 - discount/100)', () => {
    expect(priceWithImport(price, ars(200)).total).toEqual(ars(180));
    expect(priceWithDiscount(price, 25)).toEqual({ import: ars(500), discount: 25, total: ars(375) });
  });

  it('editing the total sets import = total / (1 - discount/100), the exact inverse', () => {
    expect(priceWithTotal(price, ars(450)).import).toEqual(ars(500));
    expect(priceWithTotal(price, ars(900))).toEqual({ import: ars(1000), discount: 10, total: ars(900) });
  });

  it('keeps the import at a 100 % discount', () => {
    const free = priceWithDiscount(price, 100);
    expect(free).toEqual({ import: ars(500), discount: 100, total: ars(0) });
    expect(priceWithTotal(free, ars(30)).import).toEqual(ars(500));
  });
});
