import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { fillPath } from '@comanda/contract/route';
import { createStorefrontWorld, type StorefrontWorld } from '../testing/storefront-kit';
import { errorOf } from '../testing/test-app';

/**
 * Requests the API fuzz test (fuzz.test.ts) found answering 5xx, kept as plain tests so they stay
 * fixed whatever seed the fuzzer runs with. NUL and lone surrogates have their own file
 * (text-input.test.ts).
 */
describe('what the fuzzer found', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('hallazgos');
  });
  afterAll(() => w.t.close());

  const putCoupon = (body: Record<string, unknown>) =>
    w.t.app.inject({
      method: 'PUT',
      url: fillPath(couponRoutes.save.path, { id: randomUUID() }),
      headers: w.admin.headers,
      payload: {
        code: `C${randomUUID().slice(0, 8)}`,
        active: true,
        discount_percent: 10,
        discount_amount: null,
        max_percent: null,
        max_amount: null,
        max_use: null,
        schedule: [],
        ...body,
      },
    });

  it('a percent or an amount too small to be a cent (1e-320) answers 400, not 500 (it passed "> 0" and was stored as 0.00)', async () => {
    for (const body of [
      { max_percent: 1e-320 },
      { discount_percent: 1e-320 },
      { discount_amount: { currency: 'ARS', amount: 1e-320 } },
      { max_amount: { currency: 'ARS', amount: 1e-9 } },
    ]) {
      expect(errorOf(await putCoupon(body)), JSON.stringify(body)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    // Binary noise on a real two-decimal value is still fine.
    expect((await putCoupon({ max_percent: 0.1 + 0.2 })).statusCode).toBe(200);
  });
});
