import type { Section } from '@comanda/contract/catalogue/sections';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, uuidN } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { SectionEditScreen } from './section-edit-screen';

const articles = [article(1), article(2), article(3)];
const section: Section = {
  id: uuidN(0x5000),
  name: 'Pizzas',
  slug: 'pizzas',
  visible: true,
  order: 1,
  icon_url: null,
  articles: articles.map(({ id }) => ({ id })),
  created_at: '2025-03-01T12:00:00.000Z',
};
const ITEM_PATH = `/v1/backoffice/catalogue/sections/${section.id}`;

afterEach(cleanup);

describe('SectionEditScreen', () => {
  it('reorders articles with up and down, removes one and saves the order', async () => {
    const server = createFakeFetch();
    server.on('GET', ITEM_PATH, ok(section));
    server.on('GET', '/v1/backoffice/catalogue/articles', ok({ data: articles, count: 3, limit: 100, skip: 0 }));
    server.on('PUT', ITEM_PATH, (request: RecordedRequest) => ok({ ...section, ...(request.body as object) }));
    renderWithApp(<SectionEditScreen />, {
      path: '/catalogue/sections/:id',
      at: `/catalogue/sections/${section.id}`,
      server,
    });
    await screen.findByRole('heading', { name: 'Seccion: Pizzas' });
    await screen.findByText('1. Articulo 1');

    fireEvent.click(screen.getByRole('button', { name: 'Bajar Articulo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir Articulo 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Articulo 2' }));
    expect(screen.getByText('1. Articulo 3')).toBeTruthy();
    expect(screen.getByText('2. Articulo 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const body = server.requestsTo('PUT', ITEM_PATH)[0]?.body as { articles: Array<{ id: string }> };
    expect(body.articles).toEqual([{ id: articles[2]?.id }, { id: articles[0]?.id }]);
  });
});
