import { describe, expect, it } from 'vitest';
import { ArticleListQuery } from './catalogue/articles';
import { ToppingListQuery } from './catalogue/toppings';
import { CommaSeparatedUuids, IDS_QUERY_MAX } from './list-query';

const a = '0b0f7a4e-8a53-4a34-9a53-1d0b6f1d2c11';
const b = '3c2b1a09-8f7e-4d6c-9b5a-493827160514';
const c = 'e6a1b3c5-7d9f-4b2e-8a6c-0d1f3e5a7b9c';

/** A parsed query as a client puts it in a URL: arrays as repeated parameters. */
function toSearch(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/** A query string as the server reads it: a repeated parameter becomes an array. */
function fromSearch(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const known = query[name];
    query[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

describe('ids in a list query', () => {
  it('reads `a,b,c`, repeated parameters and both mixed as the same list', () => {
    expect(CommaSeparatedUuids.parse(`${a}, ${b},${c}`)).toEqual([a, b, c]);
    expect(CommaSeparatedUuids.parse([a, b, c])).toEqual([a, b, c]);
    expect(CommaSeparatedUuids.parse([`${a},${b}`, c])).toEqual([a, b, c]);
    expect(CommaSeparatedUuids.parse('')).toEqual([]);
  });

  it('accepts its own parsed output sent back as a query string (what the web client sends)', () => {
    for (const [schema, field] of [
      [ArticleListQuery, 'ids'],
      [ToppingListQuery, 'ids'],
      [ToppingListQuery, 'option_ids'],
    ] as const) {
      const checked = schema.parse({ [field]: `${a},${b},${c}`, limit: IDS_QUERY_MAX });
      const received = schema.safeParse(fromSearch(toSearch(checked)));
      expect(received.error).toBeUndefined();
      expect(received.data).toEqual(checked);
    }
  });

  it('refuses what is not a uuid and more than the maximum of ids', () => {
    expect(CommaSeparatedUuids.safeParse(`${a},not-a-uuid`).success).toBe(false);
    expect(CommaSeparatedUuids.safeParse([a, 'not-a-uuid']).success).toBe(false);
    const tooMany = Array.from({ length: IDS_QUERY_MAX + 1 }, () => a);
    expect(CommaSeparatedUuids.safeParse(tooMany).success).toBe(false);
    expect(CommaSeparatedUuids.safeParse(tooMany.join(',')).success).toBe(false);
    expect(CommaSeparatedUuids.safeParse(Array.from({ length: 3 }, () => tooMany.join(','))).success).toBe(
      false,
    );
  });
});
