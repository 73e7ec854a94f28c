import type { StorefrontCatalogue } from '@comanda/contract/storefront';
import { describe, expect, it } from 'vitest';
import { unavailableLineKeys } from './cart-availability';
import { addLine, type CartLineDisplay } from './cart-lines';

const pizza = 'a0000000-0000-4000-8000-000000000001';
const flan = 'a0000000-0000-4000-8000-000000000002';
const gone = 'a0000000-0000-4000-8000-000000000003';
const extras = 'b0000000-0000-4000-8000-000000000001';
const cheese = 'c0000000-0000-4000-8000-000000000001';
const ham = 'c0000000-0000-4000-8000-000000000002';

const display: CartLineDisplay = { name: 'x', image_url: null, currency: 'ARS', unit_cents: 100, options: [] };
const money = { currency: 'ARS' as const, amount: 1 };

function catalogue(soldOut: { pizza?: boolean; flan?: boolean; ham?: boolean } = {}): StorefrontCatalogue {
  const article = (id: string, name: string, sold_out: boolean) =>
    ({ id, name, slug: name, sold_out, price: { import: money, discount: 0, total: money } }) as unknown as StorefrontCatalogue['sections'][number]['articles'][number];
  const option = (id: string, name: string, sold_out: boolean) => ({ id, name, sold_out, import: money, discount: 0, total: money });
  return {
    sections: [{ articles: [article(pizza, 'pizza', soldOut.pizza ?? false), article(flan, 'flan', soldOut.flan ?? false)] }],
    toppings: [{ id: extras, options: [option(cheese, 'queso', false), option(ham, 'jamon', soldOut.ham ?? false)] }],
  } as unknown as StorefrontCatalogue;
}

describe('cart availability', () => {
  let lines = addLine([], { article_id: pizza, toppings: [{ id: extras, options: [{ id: ham, count: 1 }] }] }, display);
  lines = addLine(lines, { article_id: pizza, toppings: [{ id: extras, options: [{ id: cheese, count: 2 }] }] }, display);
  lines = addLine(lines, { article_id: flan, toppings: [] }, display);
  const [withHam, withCheese, plainFlan] = lines.map((line) => line.key);

  it('marks nothing while everything can be ordered', () => {
    expect(unavailableLineKeys(lines, catalogue())).toEqual(new Set());
  });

  it('marks the lines of a sold-out article, and only the lines that picked a sold-out option', () => {
    expect(unavailableLineKeys(lines, catalogue({ flan: true }))).toEqual(new Set([plainFlan]));
    expect(unavailableLineKeys(lines, catalogue({ ham: true }))).toEqual(new Set([withHam]));
    expect(unavailableLineKeys(lines, catalogue({ pizza: true }))).toEqual(new Set([withHam, withCheese]));
  });

  it('marks a line whose article is no longer listed', () => {
    const goneLine = addLine([], { article_id: gone, toppings: [] }, display);
    expect(unavailableLineKeys(goneLine, catalogue())).toEqual(new Set([goneLine[0]?.key]));
  });
});
