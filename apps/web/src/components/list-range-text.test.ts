import { describe, expect, it } from 'vitest';
import { hasNextPage, listRangeText } from './list-range-text';

describe('list range line', () => {
  it("reads 'desde X hasta Y de N' for an exact count, and 0 to 0 when nothing shows", () => {
    expect(listRangeText(0, 20, 45)).toBe('desde 1 hasta 20 de 45');
    expect(listRangeText(40, 5, 45)).toBe('desde 41 hasta 45 de 45');
    expect(listRangeText(0, 0, 0)).toBe('desde 0 hasta 0 de 0');
    expect(hasNextPage(20, 20, 45)).toBe(true);
    expect(hasNextPage(40, 20, 45)).toBe(false);
  });

  it("says 'de más de N' and offers the next page when the server stopped counting", () => {
    expect(listRangeText(0, 20, 1000, true)).toBe('desde 1 hasta 20 de más de 1000');
    expect(listRangeText(980, 20, 1000, true)).toBe('desde 981 hasta 1000 de más de 1000');
    expect(hasNextPage(980, 20, 1000, true)).toBe(true);
  });
});
