import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { topping } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
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

afterEach(cleanup);

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
});
