import { describe, expect, it } from 'vitest';
import {
  addLine,
  CART_UNITS_MAX,
  itemsTotalCents,
  parseCart,
  removeLine,
  serialiseCart,
  setQuantity,
  toOrderItems,
  unitCount,
  type CartItem,
  type CartLineDisplay,
} from './cart-lines';
import { cartStorageKey, createCartStore } from './cart-store';

const pizza = 'a0000000-0000-4000-8000-000000000001';
const size = 'b0000000-0000-4000-8000-000000000001';
const big = 'c0000000-0000-4000-8000-000000000001';
const cheese = 'b0000000-0000-4000-8000-000000000002';
const cheddar = 'c0000000-0000-4000-8000-000000000002';
const provolone = 'c0000000-0000-4000-8000-000000000003';

const display = (unit_cents: number): CartLineDisplay => ({
  name: 'Muzzarella',
  image_url: null,
  currency: 'ARS',
  unit_cents,
  options: ['Familiar (12 porciones)'],
});

const familiar: CartItem = { article_id: pizza, toppings: [{ id: size, options: [{ id: big, count: 1 }] }] };

describe('cart lines', () => {
  it('adds the same configuration to one line, whatever the order of its picks', () => {
    const first: CartItem = {
      article_id: pizza,
      toppings: [
        { id: size, options: [{ id: big, count: 1 }] },
        { id: cheese, options: [{ id: provolone, count: 1 }, { id: cheddar, count: 2 }] },
      ],
    };
    const reordered: CartItem = {
      article_id: pizza,
      toppings: [
        { id: cheese, options: [{ id: cheddar, count: 2 }, { id: provolone, count: 1 }] },
        { id: size, options: [{ id: big, count: 1 }] },
      ],
    };
    const lines = addLine(addLine([], first, display(3_000_000)), reordered, display(3_000_000), 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('keeps another configuration or a message apart', () => {
    let lines = addLine([], familiar, display(2_300_000));
    lines = addLine(lines, { article_id: pizza, toppings: [] }, display(1_650_000));
    lines = addLine(lines, { ...familiar, message: 'bien cocida' }, display(2_300_000));
    lines = addLine(lines, { ...familiar, message: '   ' }, display(2_300_000));
    expect(lines.map((line) => line.quantity)).toEqual([2, 1, 1]);
  });

  it('sums exact cents: unit price times quantity', () => {
    let lines = addLine([], familiar, display(2_300_010), 3);
    lines = addLine(lines, { article_id: pizza, toppings: [] }, display(1_650_005));
    expect(itemsTotalCents(lines)).toBe(2_300_010 * 3 + 1_650_005);
    expect(unitCount(lines)).toBe(4);
  });

  it('sets quantities, removes at zero, and never passes the order limit of 50 units', () => {
    let lines = addLine([], familiar, display(100), 10);
    const key = lines[0]?.key ?? '';
    lines = addLine(lines, { article_id: pizza, toppings: [] }, display(50), 45);
    expect(unitCount(lines)).toBe(CART_UNITS_MAX);
    expect(lines[1]?.quantity).toBe(40);
    lines = setQuantity(lines, key, 20);
    expect(lines[0]?.quantity).toBe(10);
    lines = setQuantity(lines, key, 0);
    expect(lines).toHaveLength(1);
    expect(removeLine(lines, lines[0]?.key ?? '')).toEqual([]);
  });

  it('makes the order body: one item per unit, in the contract shape', () => {
    const lines = addLine(addLine([], { ...familiar, message: ' sin aceitunas ' }, display(100), 2), { article_id: pizza, toppings: [] }, display(50));
    expect(toOrderItems(lines)).toEqual([
      { article_id: pizza, toppings: [{ id: size, options: [{ id: big, count: 1 }] }], message: 'sin aceitunas' },
      { article_id: pizza, toppings: [{ id: size, options: [{ id: big, count: 1 }] }], message: 'sin aceitunas' },
      { article_id: pizza, toppings: [] },
    ]);
  });

  it('reads back what it stored, and drops what it cannot read', () => {
    const lines = addLine(addLine([], familiar, display(2_300_000), 2), { article_id: pizza, toppings: [] }, display(1_650_000));
    expect(parseCart(serialiseCart(lines))).toEqual(lines);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart(JSON.stringify({ version: 99, lines }))).toEqual([]);
    const broken = JSON.parse(serialiseCart(lines)) as { lines: Array<Record<string, unknown>> };
    broken.lines[0] = { ...broken.lines[0], quantity: -1 };
    expect(parseCart(JSON.stringify(broken))).toEqual([lines[1]]);
  });
});

describe('cart store', () => {
  it('keeps one cart per store in storage, and reads a change made by another tab', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    const centro = createCartStore('centro', storage);
    centro.replace(addLine([], familiar, display(100)));
    expect(values.has(cartStorageKey('centro'))).toBe(true);
    expect(createCartStore('otra', storage).lines()).toEqual([]);

    const again = createCartStore('centro', storage);
    expect(again.lines()).toHaveLength(1);
    const seen: number[] = [];
    const stop = again.subscribe(() => seen.push(again.lines().length));
    values.set(cartStorageKey('centro'), serialiseCart([]));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('centro') }));
    stop();
    expect(seen).toEqual([0]);

    centro.replace([]);
    expect(values.has(cartStorageKey('centro'))).toBe(false);
  });
});
