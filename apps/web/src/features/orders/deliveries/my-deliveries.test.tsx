import { ars } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { demoOrder, demoOrderDetail, orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { MyDeliveries } from './my-deliveries';

const ACCEPTED = '2025-03-01T12:05:00.000Z';
const idOf = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
const rita = { id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a', first_name: 'Rita', last_name: 'Moto', email: null, phone: null };

function delivery(number: number, overrides: Partial<Order> = {}): Order {
  return demoOrder({
    id: idOf(number),
    number,
    status: 'delivery_outside',
    accepted_at: ACCEPTED,
    preparation: { status: 'prepared' },
    delivery: { ...demoOrder().delivery, status: 'outside', rider: rita },
    ...overrides,
  });
}

const later = delivery(51, { promised_at: '2025-03-01T23:50:00.000Z' });
const sooner = delivery(52, {
  promised_at: '2025-03-01T23:10:00.000Z',
  payment: { status: 'pending', methods: { cash: null, bank_transfer: null, mercado_pago: {} } },
});
const deliveredUnpaid = delivery(40, {
  status: 'delivery_completed',
  delivery: { ...demoOrder().delivery, status: 'delivered', rider: rita },
});

function renderDeliveries() {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo()));
  server.on('GET', orderPaths.list, (request: RecordedRequest) => {
    const group = new URLSearchParams(request.search).get('group');
    const data = group === 'active' ? [later, sooner] : [deliveredUnpaid];
    return ok({ data, count: data.length, limit: 100, skip: 0 });
  });
  renderWithApp(<MyDeliveries role="delivery" />, { server, path: '/orders/deliveries' });
  return server;
}

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('MyDeliveries', () => {
  it("asks only for the caller's orders: active ones, then the finished", async () => {
    const server = renderDeliveries();
    await screen.findByRole('article', { name: 'Orden 51' });
    const queries = server.requestsTo('GET', orderPaths.list).map((request) => new URLSearchParams(request.search));
    expect(queries.map((query) => [query.get('rider'), query.get('group')])).toEqual([
      ['me', 'active'],
      ['me', 'done'],
    ]);
    const active = screen.getByRole('region', { name: 'En curso' });
    expect(within(active).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Orden 52',
      'Orden 51',
    ]);
    const done = screen.getByRole('region', { name: 'Terminadas' });
    expect(within(done).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Orden 40']);
  });

  it('gives the address with the store city on the maps link, call and WhatsApp links and what to collect', async () => {
    renderDeliveries();
    const card = await screen.findByRole('article', { name: 'Orden 51' });
    expect(within(card).getByText('Juan Perez')).toBeTruthy();
    expect(within(card).getByText('Timbre 3B')).toBeTruthy();
    const map = within(card).getByRole('link', { name: 'Ver Av. Santa Fe 1234 en el mapa' });
    await waitFor(() =>
      expect(new URL(map.getAttribute('href') ?? '').searchParams.get('query')).toBe('Av. Santa Fe 1234, CABA'),
    );
    expect(map.getAttribute('target')).toBe('_blank');
    const call = within(card).getByRole('link', { name: 'Llamar a Juan Perez (+54 9 11 5555-1234)' });
    expect(call.getAttribute('href')).toBe('tel:+5491155551234');
    const chat = within(card).getByRole('link', { name: 'Abrir chat de WhatsApp con +54 9 11 5555-1234' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/5491155551234');
    expect(within(card).getByTestId('to-collect').textContent).toBe('A cobrar: 6.200,00 ARS');
    const prepaid = screen.getByRole('article', { name: 'Orden 52' });
    expect(within(prepaid).getByTestId('to-collect').textContent).toBe('Nada para cobrar (Mercado Pago, Pendiente)');
  });

  it("tells the rider the change to bring for cash, and a transfer's voucher state", async () => {
    const cash = delivery(61, {
      payment: { status: 'pending', methods: { cash: { pays_with: ars(20000) }, bank_transfer: null, mercado_pago: null } },
      imports: { items: ars(10300), delivery: ars(0), discount: ars(0), coupon: ars(0), total: ars(10300) },
    });
    const account = { name: 'Pizzeria SA', alias: 'pizzeria.sa', cuit: '30-12345678-9', cvu: '0000003100000000000001' };
    const transfer = delivery(62, {
      payment: { status: 'pending', methods: { cash: null, bank_transfer: { ...account, voucher_url: null }, mercado_pago: null } },
    });
    const server = createFakeFetch();
    server.on('GET', orderPaths.store, ok(storeInfo()));
    server.on('GET', orderPaths.list, (request: RecordedRequest) => {
      const data = new URLSearchParams(request.search).get('group') === 'active' ? [cash, transfer] : [];
      return ok({ data, count: data.length, limit: 100, skip: 0 });
    });
    renderWithApp(<MyDeliveries role="delivery" />, { server, path: '/orders/deliveries' });
    const cashCard = await screen.findByRole('article', { name: 'Orden 61' });
    expect(within(cashCard).getByTestId('to-collect').textContent).toBe('A cobrar: 10.300,00 ARS');
    expect(within(cashCard).getByText('Paga con 20.000,00 ARS')).toBeTruthy();
    expect(within(cashCard).getByText('Vuelto 9.700,00 ARS')).toBeTruthy();
    const transferCard = screen.getByRole('article', { name: 'Orden 62' });
    expect(within(transferCard).getByText('Comprobante: falta')).toBeTruthy();
    expect(within(transferCard).queryByText(/Vuelto/)).toBeNull();
  });

  it('offers Entregado and Cobrado; a delivered order still unpaid offers Cobrado', async () => {
    const server = renderDeliveries();
    const card = await screen.findByRole('article', { name: 'Orden 51' });
    const names = (element: HTMLElement) =>
      within(within(element).getByRole('group', { name: /^Acciones/ }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(card)).toEqual(['Entregado', 'Cobrado']);
    expect(names(screen.getByRole('article', { name: 'Orden 40' }))).toEqual(['Cobrado']);

    server.on('PUT', `${orderPaths.list}/${idOf(51)}/delivered`, ok(demoOrderDetail({ id: idOf(51) })));
    fireEvent.click(within(card).getByRole('button', { name: 'Entregado' }));
    await screen.findByText('Completado');
    expect(server.requestsTo('PUT', `${orderPaths.list}/${idOf(51)}/delivered`)).toHaveLength(1);
  });
});
