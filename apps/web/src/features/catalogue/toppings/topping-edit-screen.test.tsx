import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { topping } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok, okVersioned } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { ToppingEditScreen } from './topping-edit-screen';

const item = topping(1, {
  options: [
    {
      id: '00002001-0000-4000-8000-000000000000',
      name: 'Cheddar',
      description: '',
      disabled: false,
      import: { currency: 'ARS', amount: 200 },
      discount: 10,
      total: { currency: 'ARS', amount: 180 },
    },
  ],
});
const ITEM_PATH = `/v1/backoffice/catalogue/toppings/${item.id}`;

afterEach(() => {
  cleanup();
  cleanNotifications();
});

function renderTopping(server = createFakeFetch(), id = item.id) {
  return renderWithApp(<ToppingEditScreen />, {
    path: '/catalogue/toppings/:id',
    at: `/catalogue/toppings/${id}`,
    server,
  });
}
const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' });

describe('ToppingEditScreen', () => {
  it("editing an option's price sets import = total and discount 0; new options can be added", async () => {
    const server = createFakeFetch();
    server.on('GET', ITEM_PATH, ok(item));
    server.on('PUT', ITEM_PATH, (request: RecordedRequest) => ok({ ...item, ...(request.body as object) }));
    renderWithApp(<ToppingEditScreen />, {
      path: '/catalogue/toppings/:id',
      at: `/catalogue/toppings/${item.id}`,
      server,
    });
    await screen.findByRole('heading', { name: 'Topping: Topping 1' });
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: 'Precio de la opcion' });
    expect(price.value).toBe('180,00');
    fireEvent.change(price, { target: { value: '250' } });

    fireEvent.click(screen.getByRole('button', { name: 'Agregar opcion' }));
    const names = screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Nombre de la opcion' });
    expect(names).toHaveLength(2);
    fireEvent.change(names[1] as HTMLInputElement, { target: { value: 'Roquefort' } });

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const body = server.requestsTo('PUT', ITEM_PATH)[0]?.body as {
      options: Array<{ name: string; import: unknown; discount: number; total: unknown }>;
    };
    expect(body.options[0]).toMatchObject({
      name: 'Cheddar',
      import: { currency: 'ARS', amount: 250 },
      discount: 0,
      total: { currency: 'ARS', amount: 250 },
    });
    expect(body.options[1]).toMatchObject({ name: 'Roquefort', discount: 0 });
  });

  it('saves an existing topping with If-Match of the version it loaded, and a new one without', async () => {
    const server = createFakeFetch();
    server.on('GET', ITEM_PATH, okVersioned(item, '"t1"'));
    server.on('PUT', ITEM_PATH, (request: RecordedRequest) => okVersioned({ ...item, ...(request.body as object) }, '"t2"'));
    renderTopping(server);
    await screen.findByRole('heading', { name: 'Topping: Topping 1' });
    fireEvent.change(nameInput(), { target: { value: 'Quesos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    expect(server.requestsTo('PUT', ITEM_PATH)[0]?.headers['if-match']).toBe('"t1"');
    cleanup();

    const fresh = topping(2);
    const freshPath = `/v1/backoffice/catalogue/toppings/${fresh.id}`;
    server.on('GET', freshPath, fail(404, 'NOT_FOUND'));
    server.on('PUT', freshPath, (request: RecordedRequest) => okVersioned({ ...fresh, ...(request.body as object) }, '"n1"'));
    renderTopping(server, fresh.id);
    await screen.findByRole('heading', { name: 'Topping nuevo' });
    fireEvent.change(nameInput(), { target: { value: 'Salsas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', freshPath)).toHaveLength(1));
    expect(server.requestsTo('PUT', freshPath)[0]?.headers['if-match']).toBeUndefined();
    // Saved once, it is an existing topping: the next save names the version answered.
    await screen.findByRole('heading', { name: 'Topping: Salsas' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', freshPath)).toHaveLength(2));
    expect(server.requestsTo('PUT', freshPath)[1]?.headers['if-match']).toBe('"n1"');
  });

  it('when someone else saved it meanwhile (412) says so, and Recargar shows the topping saved now', async () => {
    const server = createFakeFetch();
    server.on('GET', ITEM_PATH, okVersioned(item, '"t1"'));
    server.on('PUT', ITEM_PATH, fail(412, 'VERSION:STALE', 'Otro usuario modifico esto; recarga'));
    renderTopping(server);
    await screen.findByRole('heading', { name: 'Topping: Topping 1' });
    fireEvent.change(nameInput(), { target: { value: 'Mi nombre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Error Otro usuario modifico esto; recarga');
    expect(screen.getByText('Otro usuario modifico esto; recarga')).toBeTruthy();
    expect(nameInput().value).toBe('Mi nombre');

    server.on('GET', ITEM_PATH, okVersioned({ ...item, name: 'Nombre de otro' }, '"t5"'));
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(nameInput().value).toBe('Nombre de otro'));
    await screen.findByRole('heading', { name: 'Topping: Nombre de otro' });
    expect(screen.queryByText('Otro usuario modifico esto; recarga')).toBeNull();
  });
});
