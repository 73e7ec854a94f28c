import { describe, expect, it } from 'vitest';
import { disableMinCountFor, withRefType } from './stock-form-values';

describe('stock reference rules', () => {
  const ref = { id: '00000001-0000-4000-8000-000000000000', type: 'article' as const, disable_min_count: 2, multiply: 3 };

  it('changing the type clears the id and keeps the rest', () => {
    expect(withRefType(ref, 'topping_option')).toEqual({ ...ref, type: 'topping_option', id: '' });
    expect(withRefType(ref, 'article')).toBe(ref);
  });

  it('auto-deactivate on means a min count of 0, off means null', () => {
    expect(disableMinCountFor(true)).toBe(0);
    expect(disableMinCountFor(false)).toBeNull();
  });
});
