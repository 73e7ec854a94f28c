import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, uuidN } from '../../../test/catalogue-data';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { ArticleEditScreen } from './article-edit-screen';

const ID = uuidN(7);
const ITEM_PATH = `/v1/backoffice/catalogue/articles/${ID}`;

function renderArticle(found: ReturnType<typeof article> | null) {
  const server = createFakeFetch();
  server.on('GET', ITEM_PATH, found ? ok(found) : fail(404, 'NOT_FOUND', 'no existe'));
  server.on('PUT', ITEM_PATH, (request: RecordedRequest) => {
    const body = request.body as Omit<ReturnType<typeof article>, 'id' | 'created_at'>;
    return ok({ ...body, id: ID, created_at: '2025-03-01T12:00:00.000Z' });
  });
  server.on('GET', '/v1/backoffice/catalogue/toppings', ok({ data: [], count: 0, limit: 20, skip: 0 }));
  const view = renderWithApp(<ArticleEditScreen />, {
    path: '/catalogue/articles/:id',
    at: `/catalogue/articles/${ID}`,
    server,
  });
  return view;
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (label: string, value: string) => {
  fireEvent.focus(input(label));
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

afterEach(cleanup);

describe('ArticleEditScreen', () => {
  it('shows a blank new form when the lookup fails', async () => {
    renderArticle(null);
    expect(await screen.findByRole('heading', { name: 'Articulo nuevo' })).toBeTruthy();
    expect(input('Nombre').value).toBe('');
    expect(input('Total').value).toBe('0,00');
  });

  it('links import, discount and total both ways', async () => {
    renderArticle(null);
    await screen.findByRole('heading', { name: 'Articulo nuevo' });

    type('Importe', '500');
    expect(input('Total').value).toBe('500,00');
    type('Descuento (%)', '10');
    expect(input('Total').value).toBe('450,00');
    expect(input('Importe').value).toBe('500,00');

    type('Total', '900');
    expect(input('Importe').value).toBe('1.000,00');
    expect(input('Descuento (%)').value).toBe('10');

    type('Descuento (%)', '100');
    expect(input('Total').value).toBe('0,00');
    type('Total', '0');
    expect(input('Importe').value).toBe('1.000,00');
  });

  it('saves the linked price with PUT and stays on the saved article', async () => {
    const { server } = renderArticle(null);
    await screen.findByRole('heading', { name: 'Articulo nuevo' });
    fireEvent.change(input('Nombre'), { target: { value: 'Pizza Muzzarella' } });
    expect(input('Slug').value).toBe('pizza-muzzarella');
    type('Total', '450');
    type('Descuento (%)', '10');
    type('Total', '450');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const body = server.requestsTo('PUT', ITEM_PATH)[0]?.body as { price: unknown; slug: string };
    expect(body.slug).toBe('pizza-muzzarella');
    expect(body.price).toEqual({
      import: { currency: 'ARS', amount: 500 },
      discount: 10,
      total: { currency: 'ARS', amount: 450 },
    });
    expect(await screen.findByRole('heading', { name: 'Articulo: Pizza Muzzarella' })).toBeTruthy();
    expect(await screen.findByText('Completado')).toBeTruthy();
  });

  it('shows an existing article', async () => {
    renderArticle(article(7, { id: ID, name: 'Empanada', price: { import: { currency: 'ARS', amount: 200 }, discount: 50, total: { currency: 'ARS', amount: 100 } } }));
    expect(await screen.findByRole('heading', { name: 'Articulo: Empanada' })).toBeTruthy();
    expect(input('Nombre').value).toBe('Empanada');
    expect(input('Total').value).toBe('100,00');
  });
});
