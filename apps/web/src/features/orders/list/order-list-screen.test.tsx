import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { demoOrder, ORDER_ID, orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { waitingText } from './order-columns';
import { OrderListScreen } from './order-list-screen';

// 12 minutes after the demo order came in (2025-03-01 09:00 in Buenos Aires).
const NOW = new Date('2025-03-01T12:12:00.000Z');

beforeEach(() => {
  // Only the clock and the 30 s tick are fake: queries and toasts keep real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderList(count = 1) {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo()));
  server.on('GET', orderPaths.list, ok({ data: [demoOrder({ status: 'payment_pending' })], count, limit: 20, skip: 0 }));
  renderWithApp(<OrderListScreen />, { server, path: '/orders' });
  const lastQuery = () => {
    const requests = server.requestsTo('GET', orderPaths.list);
    return new URLSearchParams(requests[requests.length - 1]?.search);
  };
  return { server, lastQuery };
}

describe('OrderListScreen', () => {
  it('shows the live columns in the store time zone, the status badge and Total, and opens the order', async () => {
    const { lastQuery } = renderList();
    const table = screen.getByRole('table', { name: 'Ordenes' });
    await within(table).findByText('Juan Perez');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Número',
      'Fecha',
      'Hora',
      'Espera',
      'Cliente',
      'Entrega',
      'Pago',
      'Repartidor',
      'Prometida',
      'Estado',
      'Total',
      'Acciones',
    ]);
    await waitFor(() => expect(within(table).getAllByRole('cell')[2]?.textContent).toBe('09:00'));
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 11)).toEqual([
      '#42',
      '2025-03-01',
      '09:00',
      'hace 12 min',
      'Juan Perez',
      'Envio a domicilio · 20:00–20:30',
      'Efectivo · Pendiente',
      '—',
      '20:30 (a tiempo)',
      'Pago Pendiente',
      '6.200,00 ARS',
    ]);
    expect(within(table).getByTestId('promise-badge').getAttribute('data-tone')).toBe('on_time');
    const edit = within(table).getByRole('link', { name: /^Editar/ });
    expect(edit.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.getByText('desde 1 hasta 1 de 1')).toBeTruthy();

    const query = lastQuery();
    expect(query.get('limit')).toBe('20');
    expect(query.get('skip')).toBe('0');
    expect(query.get('order')).toBe('created_at__DESC');
    expect(query.has('group')).toBe(false);
  });

  it('on a phone, a card: number and client, the status, time, waiting, method, promise, Total and the edit link', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Ordenes' });
    await within(table).findByText('Juan Perez');
    const [row] = within(table).getAllByRole('row').slice(1);
    const place = (card: string) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .filter((cell) => cell.dataset.card === card)
        .map((cell) => `${cell.dataset.label ?? ''}=${cell.textContent ?? ''}`);
    expect(place('title')).toEqual(['Número=#42', 'Cliente=Juan Perez']);
    expect(place('badge')).toEqual(['Estado=Pago Pendiente']);
    expect(place('field')).toEqual([
      'Hora=09:00',
      'Espera=hace 12 min',
      'Entrega=Envio a domicilio · 20:00–20:30',
      'Prometida=20:30 (a tiempo)',
    ]);
    expect(place('footer')).toEqual(['Total=6.200,00 ARS']);
    expect(place('hidden')).toEqual(['Fecha=2025-03-01', 'Pago=Efectivo · Pendiente', 'Repartidor=—']);
    const [action] = within(row as HTMLElement).getAllByRole('cell').filter((cell) => cell.dataset.card === 'action');
    expect(within(action as HTMLElement).getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
  });

  it('in the table, waiting and method wait for a wide list, payment and rider for a wider one', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Ordenes' });
    await within(table).findByText('Juan Perez');
    const waiting = (from: string) =>
      within(table)
        .getAllByRole('columnheader')
        .filter((cell) => cell.dataset.tableFrom === from)
        .map((cell) => cell.textContent);
    expect(waiting('wide')).toEqual(['Espera', 'Entrega']);
    expect(waiting('wider')).toEqual(['Pago', 'Repartidor']);
  });

  it('ticks the waiting minutes every 30 s and turns the promise red when late', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Ordenes' });
    await within(table).findByText('hace 12 min');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(table).getByText('hace 13 min')).toBeTruthy();
    act(() => {
      // 20:31 in Buenos Aires: one minute past the promise.
      vi.setSystemTime(new Date('2025-03-01T23:31:00.000Z'));
      vi.advanceTimersByTime(30_000);
    });
    expect(within(table).getByTestId('promise-badge').getAttribute('data-tone')).toBe('late');
  });

  it('filters by status group with the chips (Todas by default) and goes back to the first page', async () => {
    const { server, lastQuery } = renderList(45);
    const chips = screen.getByRole('radiogroup', { name: 'Filtrar por estado' });
    const names = within(chips)
      .getAllByRole('radio')
      .map((radio) => radio.closest('div')?.textContent);
    expect(names).toEqual(['Todas', 'Activas', 'Nuevas', 'En preparacion', 'Listas', 'En camino', 'Terminadas', 'Canceladas', 'Programadas']);
    expect(within(chips).getByRole('radio', { name: 'Todas' })).toHaveProperty('checked', true);
    await screen.findByText('desde 1 hasta 1 de 45');

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery().get('skip')).toBe('20'));

    fireEvent.click(within(chips).getByRole('radio', { name: 'Activas' }));
    await waitFor(() => expect(lastQuery().get('group')).toBe('active'));
    expect(lastQuery().get('skip')).toBe('0');
    expect(within(chips).getByRole('radio', { name: 'Activas' })).toHaveProperty('checked', true);

    fireEvent.click(within(chips).getByRole('radio', { name: 'Canceladas' }));
    await waitFor(() => expect(lastQuery().get('group')).toBe('cancelled'));

    const before = server.requestsTo('GET', orderPaths.list).length;
    fireEvent.click(within(chips).getByRole('radio', { name: 'Todas' }));
    await waitFor(() => expect(server.requestsTo('GET', orderPaths.list).length).toBeGreaterThan(before));
    expect(lastQuery().has('group')).toBe(false);
  });

  it("'Programadas' asks for the orders whose slot is after the store's today", async () => {
    // 23:30 on Saturday 2025-03-01 in Buenos Aires: already Sunday in UTC.
    vi.setSystemTime(new Date('2025-03-02T02:30:00.000Z'));
    const { lastQuery } = renderList();
    const chips = screen.getByRole('radiogroup', { name: 'Filtrar por estado' });
    await screen.findByText('desde 1 hasta 1 de 1');
    fireEvent.click(within(chips).getByRole('radio', { name: 'Programadas' }));
    await waitFor(() => expect(lastQuery().get('slot_after')).toBe('2025-03-01'));
    expect(lastQuery().has('group')).toBe(false);
    expect(within(chips).getByRole('radio', { name: 'Programadas' })).toHaveProperty('checked', true);
  });
});

describe('waitingText', () => {
  it('says minutes, then hours and minutes, then days', () => {
    expect(waitingText(0)).toBe('hace 0 min');
    expect(waitingText(59)).toBe('hace 59 min');
    expect(waitingText(60)).toBe('hace 1 h');
    expect(waitingText(125)).toBe('hace 2 h 5 min');
    expect(waitingText(3 * 24 * 60 + 10)).toBe('hace 3 d');
  });
});
