import { articleRoutes } from '@comanda/contract/catalogue/articles';
import type { Article } from '@comanda/contract/catalogue/articles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useApi } from '../api/api-context';
import { article, listOf } from '../test/catalogue-data';
import type { FakeReply } from '../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../test/fake-fetch';
import { renderWithApp } from '../test/render-with-app';
import type { ListColumn } from './list-table';
import { ListTable } from './list-table';

const LIST_PATH = '/v1/backoffice/catalogue/articles';
const columns: ListColumn<Article>[] = [{ key: 'name', header: 'Nombre', render: (a) => a.name }];
const articles = Array.from({ length: 45 }, (_, index) => article(index + 1));

function ArticlesTable({ shown = columns }: { shown?: ListColumn<Article>[] }) {
  const api = useApi();
  return (
    <ListTable
      label="Articulos"
      queryKey={['test', 'articles']}
      fetchPage={(page, signal) => api.call(articleRoutes.list, { query: page }, { signal })}
      columns={shown}
      editPath={(row) => `/catalogue/articles/${row.id}`}
    />
  );
}

const searchOf = (search: string) => new URLSearchParams(search);

function renderList(rows: Article[] = articles, shown: ListColumn<Article>[] = columns) {
  const server = createFakeFetch();
  server.on('GET', LIST_PATH, (request) => {
    const query = searchOf(request.search);
    const text = query.get('query');
    const matching = text ? rows.filter((row) => row.name.includes(text)) : rows;
    return ok(listOf(matching, query));
  });
  return renderWithApp(<ArticlesTable shown={shown} />, { server });
}

afterEach(cleanup);

describe('ListTable', () => {
  it('asks for 20 rows from skip 0 newest first, shows the range and pages with previous and next', async () => {
    const { server } = renderList();
    expect(await screen.findByText('desde 1 hasta 20 de 45')).toBeTruthy();
    const first = searchOf(server.requestsTo('GET', LIST_PATH)[0]?.search ?? '');
    expect(first.get('limit')).toBe('20');
    expect(first.get('skip')).toBe('0');
    expect(first.get('order')).toBe('created_at__DESC');
    expect(screen.getByText('Articulo 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('desde 21 hasta 40 de 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('desde 41 hasta 45 de 45')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('desde 21 hasta 40 de 45')).toBeTruthy();
    const skips = server.requestsTo('GET', LIST_PATH).map((r) => searchOf(r.search).get('skip'));
    expect(skips.slice(0, 3)).toEqual(['0', '20', '40']);
  });

  it('waits 500 ms after the last keystroke before searching, and starts again from skip 0', async () => {
    const { server } = renderList();
    await screen.findByText('desde 1 hasta 20 de 45');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('desde 21 hasta 40 de 45');

    const input = screen.getByLabelText('Buscar');
    fireEvent.change(input, { target: { value: 'Articulo' } });
    fireEvent.change(input, { target: { value: 'Articulo 4' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requestsTo('GET', LIST_PATH).some((r) => r.search.includes('query='))).toBe(false);

    expect(await screen.findByText('desde 1 hasta 7 de 7', {}, { timeout: 2000 })).toBeTruthy();
    const searches = server
      .requestsTo('GET', LIST_PATH)
      .map((r) => searchOf(r.search))
      .filter((q) => q.has('query'));
    expect(searches.map((q) => [q.get('query'), q.get('skip')])).toEqual([['Articulo 4', '0']]);
  });

  it("searches at once with the 'Buscar' button", async () => {
    const { server } = renderList();
    await screen.findByText('desde 1 hasta 20 de 45');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'Articulo 45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('desde 1 hasta 1 de 1', {}, { timeout: 400 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const searches = server.requestsTo('GET', LIST_PATH).filter((r) => r.search.includes('query='));
    expect(searches).toHaveLength(1);
  });

  it("shows 'No hay resultados' when the list is empty", async () => {
    renderList([]);
    expect(await screen.findByText('No hay resultados')).toBeTruthy();
    expect(screen.getByText('desde 0 hasta 0 de 0')).toBeTruthy();
  });

  it('shows a spinner while loading', async () => {
    const server = createFakeFetch();
    let answer: (value: FakeReply) => void = () => undefined;
    server.on('GET', LIST_PATH, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    renderWithApp(<ArticlesTable />, { server });
    expect(await screen.findByLabelText('Cargando')).toBeTruthy();
    answer(ok(listOf([article(1)], new URLSearchParams())));
    expect(await screen.findByText('Articulo 1')).toBeTruthy();
    expect(screen.queryByLabelText('Cargando')).toBeNull();
  });

  it("shows a failed request's message inside the table", async () => {
    const server = createFakeFetch();
    server.on('GET', LIST_PATH, fail(500, 'INTERNAL', 'boom'));
    renderWithApp(<ArticlesTable />, { server });
    const table = await screen.findByRole('table', { name: 'Articulos' });
    await waitFor(() => expect(within(table).getByRole('alert').textContent).toBe('Interno del servidor'));
  });

  describe('card mode (narrower than 48em, a phone)', () => {
    // jsdom lays nothing out: these check what the card look is built from; the browser test
    // apps/web/e2e/phone-layout.e2e.test.ts checks the look itself at 390 px.
    const cardColumns: ListColumn<Article>[] = [
      { key: 'id', header: 'ID', card: 'hidden', render: (a) => a.id.slice(0, 8) },
      { key: 'name', header: 'Nombre', card: 'title', render: (a) => a.name },
      { key: 'status', header: 'Estado', card: 'badge', render: (a) => (a.disabled ? 'Desactivado' : 'Activo') },
      { key: 'toppings', header: 'Toppings', tableFrom: 'wide', render: (a) => a.toppings.length },
      { key: 'price', header: 'Precio', card: 'footer', nowrap: true, render: (a) => String(a.price.total.amount) },
    ];

    it('gives every cell its place on the card and its header as the label, and every row its edit link', async () => {
      renderList(articles.slice(0, 3), cardColumns);
      const table = await screen.findByRole('table', { name: 'Articulos' });
      await within(table).findByText('Articulo 1');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        const cells = within(row).getAllByRole('cell');
        expect(cells.map((cell) => cell.dataset.card)).toEqual(['hidden', 'title', 'badge', 'field', 'footer', 'action']);
        expect(cells.slice(0, 5).map((cell) => cell.dataset.label)).toEqual(['ID', 'Nombre', 'Estado', 'Toppings', 'Precio']);
        expect(within(cells[5] as HTMLElement).getByRole('link', { name: /^Editar / })).toBeTruthy();
      }
      const [first] = rows;
      expect(within(first as HTMLElement).getByRole('link').getAttribute('href')).toBe(`/catalogue/articles/${articles[0]?.id}`);
    });

    it('keeps the column headers, and the table roles that a card look would otherwise drop', async () => {
      renderList(articles.slice(0, 1), cardColumns);
      const table = await screen.findByRole('table', { name: 'Articulos' });
      await within(table).findByText('Articulo 1');
      expect(table.getAttribute('role')).toBe('table');
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.map((cell) => cell.textContent)).toEqual(['ID', 'Nombre', 'Estado', 'Toppings', 'Precio', 'Acciones']);
      expect(headers.every((cell) => cell.getAttribute('role') === 'columnheader')).toBe(true);
      const cells = within(table).getAllByRole('cell');
      expect(cells.every((cell) => cell.getAttribute('role') === 'cell')).toBe(true);
      expect(within(table).getAllByRole('row').every((row) => row.getAttribute('role') === 'row')).toBe(true);
    });

    it('marks the columns that wait for a wide table and the ones kept on one line, headers included', async () => {
      renderList(articles.slice(0, 1), cardColumns);
      const table = await screen.findByRole('table', { name: 'Articulos' });
      await within(table).findByText('Articulo 1');
      const toppingsHeader = within(table).getByRole('columnheader', { name: 'Toppings' });
      expect(toppingsHeader.dataset.tableFrom).toBe('wide');
      const cells = within(table).getAllByRole('cell');
      expect(cells.map((cell) => cell.dataset.tableFrom ?? null)).toEqual([null, null, null, 'wide', null, null]);
      expect(cells.map((cell) => cell.dataset.nowrap ?? null)).toEqual([null, null, null, null, 'true', null]);
    });

    it('a column says nothing of its card place: a labelled field', async () => {
      renderList(articles.slice(0, 1));
      const table = await screen.findByRole('table', { name: 'Articulos' });
      const name = await within(table).findByText('Articulo 1');
      expect(name.closest('[role="cell"]')?.getAttribute('data-card')).toBe('field');
      expect(name.closest('[role="cell"]')?.getAttribute('data-label')).toBe('Nombre');
    });
  });
});
