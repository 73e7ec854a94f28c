import { describe, expect, it } from 'vitest';
import { StockBody } from './stock';

const articleId = '0d4f5a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const optionId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

describe('StockBody', () => {
  it('accepts description, count and refs, with empty numbers saved as null', () => {
    const body = StockBody.parse({
      description: ' Pan de hamburguesa ',
      count: 120,
      refs: [
        { id: articleId, type: 'article', disable_min_count: 0, multiply: 2 },
        { id: optionId, type: 'topping_option', multiply: '' },
      ],
    });
    expect(body).toEqual({
      description: 'Pan de hamburguesa',
      count: 120,
      refs: [
        { id: articleId, type: 'article', disable_min_count: 0, multiply: 2 },
        { id: optionId, type: 'topping_option', disable_min_count: null, multiply: null },
      ],
    });
  });

  it('defaults refs to an empty list and strips server-owned fields', () => {
    const body = StockBody.parse({ description: 'Queso', count: 0, store_id: articleId });
    expect(body).toEqual({ description: 'Queso', count: 0, refs: [] });
  });

  it('rejects bad values', () => {
    const ok = { description: 'Queso', count: 1, refs: [] };
    expect(StockBody.safeParse({ ...ok, description: '' }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, count: -1 }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, count: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, count: '3' }).success).toBe(false);
    const ref = { id: articleId, type: 'article' };
    expect(StockBody.safeParse({ ...ok, refs: [{ ...ref, type: 'section' }] }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, refs: [{ ...ref, id: 'x' }] }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, refs: [{ ...ref, multiply: 0 }] }).success).toBe(false);
    expect(StockBody.safeParse({ ...ok, refs: [ref, ref] }).success).toBe(false);
    expect(
      StockBody.safeParse({ ...ok, refs: [ref, { ...ref, type: 'topping_option' }] }).success,
    ).toBe(true);
  });
});
