import { describe, expect, it } from 'vitest';
import { ars } from '../money';
import { ArticleBody, ArticleListQuery } from './articles';
import { ToppingBody, ToppingListQuery } from './toppings';

const toppingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160514';

describe('ArticleBody', () => {
  const body = {
    name: 'Hamburguesa',
    slug: 'hamburguesa',
    price: { import: ars(500), discount: 10, total: ars(450) },
  };

  it('fills defaults', () => {
    expect(ArticleBody.parse(body)).toEqual({
      ...body,
      description: '',
      images_url: [],
      disabled: false,
      toppings: [],
    });
  });

  it('checks topping references', () => {
    const ref = { id: toppingId, min: 1, max: 2, required: true };
    expect(ArticleBody.parse({ ...body, toppings: [{ id: toppingId }] }).toppings).toEqual([
      { id: toppingId, min: 0, max: 0, required: false },
    ]);
    expect(ArticleBody.safeParse({ ...body, toppings: [ref, ref] }).success).toBe(false);
    expect(ArticleBody.safeParse({ ...body, toppings: [{ ...ref, min: 3 }] }).success).toBe(false);
    expect(ArticleBody.safeParse({ ...body, toppings: [{ ...ref, min: 3, max: 0 }] }).success).toBe(
      true,
    );
  });

  it('rejects bad slugs, image urls and inconsistent prices', () => {
    expect(ArticleBody.safeParse({ ...body, slug: 'Con Espacios' }).success).toBe(false);
    expect(ArticleBody.safeParse({ ...body, images_url: ['javascript:alert(1)'] }).success).toBe(
      false,
    );
    expect(
      ArticleBody.safeParse({ ...body, images_url: ['/v1/static/files/a.png'] }).success,
    ).toBe(true);
    expect(
      ArticleBody.safeParse({ ...body, price: { ...body.price, total: ars(400) } }).success,
    ).toBe(false);
  });
});

describe('ToppingBody', () => {
  it('saves options with the canonical total', () => {
    const option = {
      id: '8e7d6c5b-4a39-4281-9706-f5e4d3c2b1a0',
      name: 'Cheddar',
      import: ars(100),
      discount: 0,
      total: ars(100),
    };
    const topping = ToppingBody.parse({ name: 'Extras', options: [option] });
    expect(topping.visible).toBe(true);
    expect(topping.options[0]).toMatchObject({ disabled: false, description: '' });
    const repeated = { name: 'Extras', options: [option, option] };
    expect(ToppingBody.safeParse(repeated).success).toBe(false);
  });
});

describe('list queries', () => {
  it('splits ids and checks the order fields', () => {
    expect(ArticleListQuery.parse({ ids: `${toppingId}, ${toppingId}` }).ids).toEqual([
      toppingId,
      toppingId,
    ]);
    expect(ArticleListQuery.parse({}).order).toBe('created_at__DESC');
    expect(ArticleListQuery.parse({ order: 'name__ASC,created_at__DESC' }).limit).toBe(20);
    expect(ArticleListQuery.safeParse({ order: 'price__ASC' }).success).toBe(false);
    expect(ArticleListQuery.safeParse({ ids: 'not-a-uuid' }).success).toBe(false);
    expect(ToppingListQuery.parse({ option_ids: toppingId }).option_ids).toEqual([toppingId]);
  });
});
