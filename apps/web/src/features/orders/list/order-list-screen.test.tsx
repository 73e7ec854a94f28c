import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { demoOrder, ORDER_ID, orderPaths } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderListScreen } from './order-list-screen';

afterEach(cleanup);

describe('OrderListScreen', () => {
  it('shows Número, Fecha (YYYY-MM-DD), Cliente, Estado and Total, and opens the order', async () => {
    const server = createFakeFetch();
    const order = demoOrder({ status: 'payment_pending' });
    server.on('GET', orderPaths.list, ok({ data: [order], count: 1, limit: 20, skip: 0 }));
    renderWithApp(<OrderListScreen />, { server });

    const table = screen.getByRole('table', { name: 'Ordenes' });
    await within(table).findByText('Juan Perez');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Número', 'Fecha', 'Cliente', 'Estado', 'Total', 'Acciones']);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['42', '2025-03-01', 'Juan Perez', 'Pago Pendiente', '6.200,00 ARS']);
    const edit = within(table).getByRole('link', { name: /^Editar/ });
    expect(edit.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.getByText('desde 1 hasta 1 de 1')).toBeTruthy();

    const query = new URLSearchParams(server.requestsTo('GET', orderPaths.list)[0]?.search);
    expect(query.get('limit')).toBe('20');
    expect(query.get('skip')).toBe('0');
    expect(query.get('order')).toBe('created_at__DESC');
  });
});
