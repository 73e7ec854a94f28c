import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, listOf, topping, uuidN } from '../../test/catalogue-data';
import type { FakeReply, RecordedRequest } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render-with-app';
import { SoldOutPanel } from './sold-out-panel';

const ARTICLES = '/v1/backoffice/catalogue/articles';
const TOPPINGS = '/v1/backoffice/catalogue/toppings';
const pizza = article(1, { name: 'Pizza' });
const flan = article(2, { name: 'Flan', disabled: true });
const extras = topping(1, {
  name: 'Extras',
  options: [
    { id: uuidN(0x2001), name: 'Queso', description: '', disabled: false, import: pizza.price.total, discount: 0, total: pizza.price.total },
    { id: uuidN(0x2002), name: 'Jamon', description: '', disabled: true, import: pizza.price.total, discount: 0, total: pizza.price.total },
  ],
});

/** A fake catalogue whose PUTs change what the next list answers, as the server does. */
function renderPanel(soldOutReply?: FakeReply) {
  const articles = [pizza, flan];
  const toppings = [extras];
  const server = createFakeFetch();
  server.on('GET', ARTICLES, (request) => ok(listOf(articles, new URLSearchParams(request.search))));
  server.on('GET', TOPPINGS, (request) => ok(listOf(toppings, new URLSearchParams(request.search))));
  server.on('PUT', `${ARTICLES}/${pizza.id}/sold-out`, (request: RecordedRequest) => {
    if (soldOutReply) return soldOutReply;
    const soldOut = (request.body as { sold_out: boolean }).sold_out;
    const index = articles.findIndex((row) => row.id === pizza.id);
    articles[index] = { ...pizza, disabled: soldOut };
    return ok(articles[index]);
  });
  server.on('PUT', `${TOPPINGS}/${extras.id}/options/${uuidN(0x2002)}/sold-out`, (request: RecordedRequest) => {
    const soldOut = (request.body as { sold_out: boolean }).sold_out;
    toppings[0] = { ...extras, options: extras.options.map((option) => (option.name === 'Jamon' ? { ...option, disabled: soldOut } : option)) };
    return ok(toppings[0]);
  });
  renderWithApp(<SoldOutPanel />, { server });
  return server;
}

const toggle = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name });

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('SoldOutPanel (the board\'s Agotados)', () => {
  it('lists the articles and the topping options by name, each with its Agotado switch', async () => {
    const server = renderPanel();
    expect((await toggle('Agotado: Pizza')).checked).toBe(false);
    expect((await toggle('Agotado: Flan')).checked).toBe(true);
    expect((await toggle('Agotado: Extras, Queso')).checked).toBe(false);
    expect((await toggle('Agotado: Extras, Jamon')).checked).toBe(true);
    const query = new URLSearchParams(server.requestsTo('GET', ARTICLES)[0]?.search);
    expect(query.get('order')).toBe('name__ASC');
    expect(query.get('limit')).toBe('100');
  });

  it('one tap marks an article sold out: PUT {sold_out: true}, a toast, the switch stays on', async () => {
    const server = renderPanel();
    fireEvent.click(await toggle('Agotado: Pizza'));
    await screen.findByText('Pizza: agotado');
    expect(server.requestsTo('PUT', `${ARTICLES}/${pizza.id}/sold-out`).map((request) => request.body)).toEqual([
      { sold_out: true },
    ]);
    await waitFor(async () => expect((await toggle('Agotado: Pizza')).checked).toBe(true));
  });

  it('one tap brings an option back: PUT {sold_out: false} on the topping option', async () => {
    const server = renderPanel();
    fireEvent.click(await toggle('Agotado: Extras, Jamon'));
    await screen.findByText('Extras, Jamon: disponible');
    const path = `${TOPPINGS}/${extras.id}/options/${uuidN(0x2002)}/sold-out`;
    expect(server.requestsTo('PUT', path).map((request) => request.body)).toEqual([{ sold_out: false }]);
    await waitFor(async () => expect((await toggle('Agotado: Extras, Jamon')).checked).toBe(false));
  });

  it("a refusal shows the API's text and the switch goes back", async () => {
    renderPanel(fail(403, 'FORBIDDEN'));
    fireEvent.click(await toggle('Agotado: Pizza'));
    await screen.findByText('Error No tiene permiso para esta accion');
    await waitFor(async () => expect((await toggle('Agotado: Pizza')).checked).toBe(false));
  });

  it('the search asks both lists for the text', async () => {
    const server = renderPanel();
    await toggle('Agotado: Pizza');
    fireEvent.change(screen.getByLabelText('Buscar articulo u opcion'), { target: { value: ' queso ' } });
    await waitFor(() =>
      expect(server.requestsTo('GET', TOPPINGS).map((request) => new URLSearchParams(request.search).get('query'))).toContain('queso'),
    );
    expect(server.requestsTo('GET', ARTICLES).map((request) => new URLSearchParams(request.search).get('query'))).toContain('queso');
  });
});
