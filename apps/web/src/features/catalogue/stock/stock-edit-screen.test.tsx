import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, stockItem, topping, uuidN } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { StockEditScreen } from './stock-edit-screen';

const ID = uuidN(0x4000);
const ITEM_PATH = `/v1/backoffice/catalogue/stock/${ID}`;
const ARTICLE = article(1);
const item = stockItem({
  refs: [{ id: ARTICLE.id, type: 'article', disable_min_count: null, multiply: 3 }],
});

function renderStock() {
  const server = createFakeFetch();
  server.on('GET', ITEM_PATH, ok(item));
  server.on('GET', '/v1/backoffice/catalogue/articles', ok({ data: [ARTICLE], count: 1, limit: 100, skip: 0 }));
  server.on('GET', '/v1/backoffice/catalogue/toppings', ok({ data: [topping(1)], count: 1, limit: 100, skip: 0 }));
  server.on('PUT', ITEM_PATH, (request: RecordedRequest) =>
    ok({ ...item, ...(request.body as object) }),
  );
  return renderWithApp(<StockEditScreen />, {
    path: '/catalogue/stock/:id',
    at: `/catalogue/stock/${ID}`,
    server,
  });
}

type Ref = { id: string; type: string; disable_min_count: number | null; multiply: number | null };
const savedRefs = (requests: RecordedRequest[]): Ref[] =>
  (requests.at(-1)?.body as { refs: Ref[] }).refs;
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** A search picker's input (its dropdown carries the same label). */
const picker = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

afterEach(cleanup);

describe('StockEditScreen', () => {
  it('shows the id read-only and the chosen article by name', async () => {
    renderStock();
    await screen.findByRole('heading', { name: 'Item de stock: Harina' });
    expect(textbox('ID').readOnly).toBe(true);
    expect(textbox('ID').value).toBe(ID);
    await waitFor(() => expect(picker('Articulo').value).toBe('Articulo 1'));
  });

  it("changing a reference's type clears its id", async () => {
    const { server } = renderStock();
    await screen.findByRole('heading', { name: 'Item de stock: Harina' });
    await waitFor(() => expect(picker('Articulo').value).toBe('Articulo 1'));

    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'topping_option' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo').value).toBe('topping_option');
    expect(picker('Opcion de topping').value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Articulo' })).toBeNull();

    // The cleared id is required again: nothing is saved until an option is chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(0);
  });

  it('shows an empty multiply as 1 and saves it as null', async () => {
    const { server } = renderStock();
    await screen.findByRole('heading', { name: 'Item de stock: Harina' });
    const multiply = textbox('Multiplicador');
    expect(multiply.value).toBe('3');
    fireEvent.focus(multiply);
    fireEvent.change(multiply, { target: { value: '' } });
    fireEvent.blur(multiply);
    expect(textbox('Multiplicador').value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    expect(savedRefs(server.requestsTo('PUT', ITEM_PATH))[0]?.multiply).toBeNull();
  });

  it('auto-deactivate sets the min count to 0 (editable) and back to null', async () => {
    const { server } = renderStock();
    await screen.findByRole('heading', { name: 'Item de stock: Harina' });
    expect(screen.queryByRole('textbox', { name: 'Cantidad minima' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Desactivar automaticamente/ }));
    expect(textbox('Cantidad minima').value).toBe('0');
    fireEvent.change(textbox('Cantidad minima'), { target: { value: '4' } });

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    expect(savedRefs(server.requestsTo('PUT', ITEM_PATH))[0]?.disable_min_count).toBe(4);

    fireEvent.click(screen.getByRole('switch', { name: /Desactivar automaticamente/ }));
    expect(screen.queryByRole('textbox', { name: 'Cantidad minima' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(2));
    expect(savedRefs(server.requestsTo('PUT', ITEM_PATH))[0]?.disable_min_count).toBeNull();
  });

  it("'Avisar con' starts empty (never warns), saves the number typed and null when emptied", async () => {
    const { server } = renderStock();
    await screen.findByRole('heading', { name: 'Item de stock: Harina' });
    const warnAt = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Avisar con/ });
    expect(warnAt().value).toBe('');
    fireEvent.change(warnAt(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const sentWarnCount = () => (server.requestsTo('PUT', ITEM_PATH).at(-1)?.body as { warn_count: unknown }).warn_count;
    expect(sentWarnCount()).toBe(5);

    fireEvent.change(warnAt(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(2));
    expect(sentWarnCount()).toBeNull();
  });
});
