import { describe, expect, it } from 'vitest';
import { ars } from '../money';
import { type CouponBodyInput, CouponBody, normaliseCouponBody } from './coupons';

const base: CouponBodyInput = {
  code: 'verano10',
  active: true,
  discount_percent: 10,
  discount_amount: null,
  max_percent: null,
  max_amount: null,
  max_use: null,
  schedule: [],
};

describe('CouponBody', () => {
  it('saves zero and empty discount and cap fields as null', () => {
    const body = normaliseCouponBody({
      ...base,
      discount_percent: 0,
      discount_amount: ars(0),
      max_percent: '',
      max_amount: '',
      max_use: 0,
    });
    expect(body).toMatchObject({
      discount_percent: null,
      discount_amount: null,
      max_percent: null,
      max_amount: null,
      max_use: null,
    });
  });

  it('treats missing fields as none', () => {
    const body = CouponBody.parse({ code: 'X1' });
    expect(body).toEqual({
      code: 'X1',
      active: true,
      discount_percent: null,
      discount_amount: null,
      max_percent: null,
      max_amount: null,
      max_use: null,
      schedule: [],
    });
  });

  it('keeps real values and upper-cases the code', () => {
    const body = normaliseCouponBody({
      ...base,
      discount_amount: { amount: 250 },
      max_amount: ars(1000),
      max_percent: 50,
      max_use: 3,
    });
    expect(body.code).toBe('VERANO10');
    expect(body.discount_percent).toBe(10);
    expect(body.discount_amount).toEqual(ars(250));
    expect(body.max_amount).toEqual(ars(1000));
    expect(body.max_percent).toBe(50);
    expect(body.max_use).toBe(3);
  });

  it('rejects percents above 100 and negative money or uses', () => {
    expect(CouponBody.safeParse({ ...base, discount_percent: 101 }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, max_percent: 150 }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, discount_percent: -1 }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, discount_amount: ars(-5) }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, max_amount: ars(-0.01) }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, max_use: -1 }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, max_use: 1.5 }).success).toBe(false);
  });

  it('requires a code', () => {
    expect(CouponBody.safeParse({ ...base, code: '' }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, code: '   ' }).success).toBe(false);
    expect(CouponBody.safeParse({ ...base, code: 'dos palabras' }).success).toBe(false);
    const { code: _code, ...withoutCode } = base;
    expect(CouponBody.safeParse(withoutCode).success).toBe(false);
  });

  it('checks schedule ranges', () => {
    const range = {
      id: '6f1c1d7e-3b0a-4a61-9d44-7f5b1e0d2a10',
      from: '2025-01-01T00:00:00-03:00',
      to: '2025-01-01T23:59:59-03:00',
    };
    expect(CouponBody.parse({ ...base, schedule: [range] }).schedule[0]?.active).toBe(true);
    expect(
      CouponBody.safeParse({ ...base, schedule: [{ ...range, to: range.from }] }).success,
    ).toBe(false);
    expect(CouponBody.safeParse({ ...base, schedule: [range, range] }).success).toBe(false);
  });
});
