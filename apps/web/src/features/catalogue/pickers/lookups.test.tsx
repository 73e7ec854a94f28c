import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import type { RouteDefinition } from '@comanda/contract/route';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, topping } from '../../../test/catalogue-data';
import type { FakeHandler, RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { useArticlesById } from './article-lookup';
import { useToppingOptionsById, useToppingsById } from './topping-lookup';

afterEach(cleanup);

/** The query string as the server reads it: a repeated parameter becomes an array. */
function serverQuery(request: RecordedRequest): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(request.search)) {
    const known = query[name];
    query[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

/**
 * A list route that checks the query with the contract's schema, as the server does (400 when it
 * does not hold), and answers the rows `pick` selects from it.
 */
function listRoute<T>(
  route: RouteDefinition,
  pick: (query: Record<string, unknown>) => T[],
): FakeHandler {
  return (request) => {
    const parsed = route.query?.safeParse(serverQuery(request));
    if (!parsed?.success) return fail(400, 'BAD_REQUEST', parsed?.error.message);
    const rows = pick(parsed.data as Record<string, unknown>);
    return ok({ data: rows, count: rows.length, limit: 100, skip: 0 });
  };
}

const idsIn = (query: Record<string, unknown>, field: string) => (query[field] as string[] | undefined) ?? [];

function ArticleNames({ ids }: { ids: string[] }) {
  const articles = useArticlesById(ids);
  return <p>{ids.map((id) => articles.data?.get(id)?.name ?? 'Desconocido').join(' | ')}</p>;
}

function ToppingNames({ ids, optionIds }: { ids: string[]; optionIds: string[] }) {
  const toppings = useToppingsById(ids);
  const options = useToppingOptionsById(optionIds);
  const names = [
    ...ids.map((id) => toppings.get(id)?.name ?? 'Desconocido'),
    ...optionIds.map((id) => options.get(id)?.label ?? 'Desconocido'),
  ];
  return <p>{names.join(' | ')}</p>;
}

describe('name lookups of the pickers', () => {
  it('names every chosen article, many at once, with queries the server accepts', async () => {
    // 150 articles: more than one query may carry (IDS_QUERY_MAX), so two queries go out.
    const articles = Array.from({ length: 150 }, (_, index) => article(index + 1));
    const server = createFakeFetch();
    server.on(
      'GET',
      articleRoutes.list.path,
      listRoute(articleRoutes.list, (query) => articles.filter((a) => idsIn(query, 'ids').includes(a.id))),
    );
    const ids = articles.map((a) => a.id);
    renderWithApp(<ArticleNames ids={ids} />, { server });

    const text = await screen.findByText(/Articulo 1 \|/);
    expect(text.textContent).toBe(articles.map((a) => a.name).join(' | '));
    expect(server.requestsTo('GET', articleRoutes.list.path)).toHaveLength(2);
  });

  it('names chosen toppings and topping options (with their topping)', async () => {
    const toppings = [topping(1), topping(2), topping(3)];
    const server = createFakeFetch();
    server.on(
      'GET',
      toppingRoutes.list.path,
      listRoute(toppingRoutes.list, (query) =>
        toppings.filter(
          (t) =>
            idsIn(query, 'ids').includes(t.id) ||
            t.options.some((option) => idsIn(query, 'option_ids').includes(option.id)),
        ),
      ),
    );
    const ids = [toppings[0]?.id ?? '', toppings[2]?.id ?? ''];
    const optionIds = toppings.map((t) => t.options[0]?.id ?? '');
    renderWithApp(<ToppingNames ids={ids} optionIds={optionIds} />, { server });

    const text = await screen.findByText(/Topping 1 \| Topping 3/);
    await expect.poll(() => text.textContent).not.toContain('Desconocido');
    expect(text.textContent).toBe(
      'Topping 1 | Topping 3 | Opcion 1 (Topping 1) | Opcion 2 (Topping 2) | Opcion 3 (Topping 3)',
    );
  });
});
