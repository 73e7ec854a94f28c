import type { Article } from '@comanda/contract/catalogue/articles';
import type { Coupon } from '@comanda/contract/catalogue/coupons';
import type { StockItem } from '@comanda/contract/catalogue/stock';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { ListResult } from '@comanda/contract/list';
import { ars } from '@comanda/contract/money';
import { STORE_ID } from './demo-data';

/** A uuid whose first block is `n` in hex (readable in assertions). */
export const uuidN = (n: number): string =>
  `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;

export function article(n: number, overrides: Partial<Article> = {}): Article {
  return {
    id: uuidN(n),
    name: `Articulo ${n}`,
    slug: `articulo-${n}`,
    description: '',
    images_url: [],
    disabled: false,
    toppings: [],
    price: { import: ars(100), discount: 0, total: ars(100) },
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function topping(n: number, overrides: Partial<Topping> = {}): Topping {
  return {
    id: uuidN(0x1000 + n),
    name: `Topping ${n}`,
    description: '',
    visible: true,
    options: [
      {
        id: uuidN(0x2000 + n),
        name: `Opcion ${n}`,
        description: '',
        disabled: false,
        import: ars(50),
        discount: 0,
        total: ars(50),
      },
    ],
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: uuidN(0x3000),
    code: 'VERANO10',
    store_id: STORE_ID,
    active: true,
    discount_percent: 10,
    discount_amount: null,
    max_percent: null,
    max_amount: null,
    use_count: 3,
    max_use: 100,
    schedule: [],
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function stockItem(overrides: Partial<StockItem> = {}): StockItem {
  return {
    id: uuidN(0x4000),
    description: 'Harina',
    store_id: STORE_ID,
    count: 10,
    warn_count: null,
    refs: [],
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A list answer for a page of the given rows. */
export function listOf<T>(rows: T[], query: URLSearchParams, count = rows.length): ListResult<T> {
  const limit = Number(query.get('limit') ?? 20);
  const skip = Number(query.get('skip') ?? 0);
  return { data: rows.slice(skip, skip + limit), count, limit, skip };
}
