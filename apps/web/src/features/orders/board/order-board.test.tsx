import { ars } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { demoOrder, demoOrderDetail, orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { boardColumns } from './board-columns';
import { OrderBoard } from './order-board';

const ACCEPTED = '2025-03-01T12:05:00.000Z';
const idOf = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

function boardOrder(number: number, overrides: Partial<Order> = {}): Order {
  return demoOrder({
    id: idOf(number),
    number,
    created_at: `2025-03-01T12:${String(number).padStart(2, '0')}:00.000Z`,
    ...overrides,
  });
}

const onTheWay = {
  status: 'delivery_outside' as const,
  accepted_at: ACCEPTED,
  preparation: { status: 'prepared' as const },
  delivery: { ...demoOrder().delivery, status: 'outside' as const },
};
const orders = [
  boardOrder(44, { seen_at: null, client: { ...demoOrder().client, name: 'Lucia Diaz' } }),
  boardOrder(43),
  boardOrder(30, { status: 'preparation_in_process', accepted_at: ACCEPTED, preparation: { status: 'in_process' } }),
  boardOrder(20, {
    status: 'preparation_completed',
    accepted_at: ACCEPTED,
    preparation: { status: 'prepared' },
    payment: { status: 'paid', methods: { cash: null, bank_transfer: null, mercado_pago: {} } },
  }),
  boardOrder(10, onTheWay),
];

function renderBoard(role: Role = 'operator') {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo()));
  server.on('GET', orderPaths.list, ok({ data: orders, count: orders.length, limit: 100, skip: 0 }));
  renderWithApp(<OrderBoard role={role} />, { server, path: '/orders/board' });
  return server;
}

const column = (name: string) => screen.findByRole('region', { name });
const card = (number: number) => screen.getByRole('article', { name: `Orden ${number}` });

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('boardColumns', () => {
  it('puts each active order in its column, oldest first, and leaves the others out', () => {
    const finished = boardOrder(50, { status: 'completed' });
    const columns = boardColumns([...orders, finished, boardOrder(51, { status: 'cancel_client' })]);
    expect(Object.fromEntries(Object.entries(columns).map(([group, list]) => [group, list.map((o) => o.number)]))).toEqual({
      new: [43, 44],
      preparing: [30],
      ready: [20],
      on_the_way: [10],
      scheduled: [],
    });
  });

  it("puts an order for a later day in 'scheduled', whatever its status, soonest first", () => {
    const later = (number: number, promisedAt: string, overrides: Partial<Order> = {}) =>
      boardOrder(number, { promised_at: promisedAt, ...overrides });
    const friday = later(60, '2025-03-07T23:30:00.000Z', { status: 'preparation_in_process' });
    const tomorrow = later(61, '2025-03-02T23:30:00.000Z');
    const columns = boardColumns([...orders, friday, tomorrow], (order) => order.number >= 60);
    expect(columns.scheduled.map((order) => order.number)).toEqual([61, 60]);
    expect(columns.new.map((order) => order.number)).toEqual([43, 44]);
    expect(columns.preparing.map((order) => order.number)).toEqual([30]);
  });
});

describe('OrderBoard', () => {
  it('asks for the active orders, oldest first, and shows the four columns', async () => {
    const server = renderBoard();
    const nuevas = await column('Nuevas (2)');
    expect(screen.getByRole('region', { name: 'En preparacion (1)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Listas (1)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'En camino (1)' })).toBeTruthy();
    expect(within(nuevas).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Orden 43',
      'Orden 44',
    ]);
    const query = new URLSearchParams(server.requestsTo('GET', orderPaths.list)[0]?.search);
    expect(query.get('group')).toBe('active');
    expect(query.get('limit')).toBe('100');
    expect(query.get('order')).toBe('created_at__ASC');
  });

  it('shows a card as the kitchen reads it: number, client, method, promise, items, note and cash', async () => {
    renderBoard();
    await column('Nuevas (2)');
    const first = card(43);
    expect(within(first).getByRole('link', { name: '#43' }).getAttribute('href')).toBe(`/orders/${idOf(43)}`);
    expect(within(first).getByText('Juan Perez')).toBeTruthy();
    // The demo slot (Saturday 2025-03-01) is long past: its day shows beside the times.
    expect(within(first).getByText('Envio · sáb 01/03 20:00–20:30')).toBeTruthy();
    await waitFor(() => expect(within(first).getByTestId('promise-badge').textContent).toMatch(/^sáb 01\/03 20:30 /));
    const items = within(first).getByRole('list', { name: 'Items' });
    expect(within(items).getByText('1 x Pizza Muzzarella')).toBeTruthy();
    expect(within(items).getByText('2 x Queso extra')).toBeTruthy();
    expect(within(items).getByText('1 x Aceitunas')).toBeTruthy();
    expect(within(items).getByText('Nota: Sin sal, por favor')).toBeTruthy();
    expect(within(first).getByText('Cobrar en efectivo: 6.200,00 ARS')).toBeTruthy();
    expect(within(card(20)).queryByText(/Cobrar en efectivo/)).toBeNull();
  });

  it("keeps a delivered order still unpaid in 'Por cobrar' with 'Cobrado', and asks for it apart", async () => {
    const delivered = boardOrder(5, {
      status: 'delivery_completed',
      accepted_at: ACCEPTED,
      preparation: { status: 'prepared' },
      delivery: { ...demoOrder().delivery, status: 'delivered' },
    });
    const paidAnyway = boardOrder(6, { ...delivered, id: idOf(6), number: 6, payment: { ...delivered.payment, status: 'paid' } });
    const server = createFakeFetch();
    server.on('GET', orderPaths.store, ok(storeInfo()));
    server.on('GET', orderPaths.list, (request) => {
      const data = new URLSearchParams(request.search).get('status') === 'delivery_completed' ? [paidAnyway, delivered] : orders;
      return ok({ data, count: data.length, limit: 100, skip: 0 });
    });
    renderWithApp(<OrderBoard role="operator" />, { server, path: '/orders/board' });
    const toCollect = await column('Por cobrar (1)');
    expect(within(toCollect).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Orden 5']);
    expect(within(card(5)).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cobrado']);
    expect(within(card(5)).getByText('Cobrar en efectivo: 6.200,00 ARS')).toBeTruthy();
    const queries = server.requestsTo('GET', orderPaths.list).map((request) => new URLSearchParams(request.search));
    expect(queries.some((query) => query.get('group') === 'active' && query.get('status') === null)).toBe(true);
    expect(queries.some((query) => query.get('status') === 'delivery_completed' && query.get('group') === null)).toBe(true);
    const picker = screen.getByRole('radiogroup', { name: 'Columna del tablero' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Por cobrar (1)' }));
    expect([...screen.getByTestId('board-column-to_collect').classList].some((name) => name.startsWith('mantine-visible-from'))).toBe(false);
  });

  it('shows no Por cobrar while nothing delivered is unpaid', async () => {
    renderBoard();
    await column('Nuevas (2)');
    expect(screen.queryByRole('region', { name: /Por cobrar/ })).toBeNull();
    expect(within(screen.getByRole('radiogroup', { name: 'Columna del tablero' })).queryByRole('radio', { name: /Por cobrar/ })).toBeNull();
  });

  it("shows 'Paga con' and 'Vuelto' on a cash card, and a transfer's voucher state with its link", async () => {
    const cash = boardOrder(7, {
      payment: { status: 'pending', methods: { cash: { pays_with: ars(20000) }, bank_transfer: null, mercado_pago: null } },
      imports: { items: ars(10300), delivery: ars(0), discount: ars(0), coupon: ars(0), total: ars(10300) },
    });
    const account = { name: 'Pizzeria SA', alias: 'pizzeria.sa', cuit: '30-12345678-9', cvu: '0000003100000000000001' };
    const missing = boardOrder(8, { payment: { status: 'pending', methods: { cash: null, bank_transfer: { ...account, voucher_url: null }, mercado_pago: null } } });
    const uploaded = boardOrder(9, { payment: { status: 'pending', methods: { cash: null, bank_transfer: { ...account, voucher_url: '/files/v.jpg' }, mercado_pago: null } } });
    const server = createFakeFetch();
    server.on('GET', orderPaths.store, ok(storeInfo()));
    server.on('GET', orderPaths.list, ok({ data: [cash, missing, uploaded], count: 3, limit: 100, skip: 0 }));
    renderWithApp(<OrderBoard role="operator" />, { server, path: '/orders/board' });
    await column('Nuevas (3)');
    expect(within(card(7)).getByText('Cobrar en efectivo: 10.300,00 ARS')).toBeTruthy();
    expect(within(card(7)).getByText('Paga con 20.000,00 ARS')).toBeTruthy();
    expect(within(card(7)).getByText('Vuelto 9.700,00 ARS')).toBeTruthy();
    expect(within(card(8)).getByText('Transferencia')).toBeTruthy();
    expect(within(card(8)).getByText('Comprobante: falta')).toBeTruthy();
    expect(within(card(8)).queryByRole('link', { name: 'Ver comprobante' })).toBeNull();
    expect(within(card(9)).getByText('Comprobante: cargado')).toBeTruthy();
    expect(within(card(9)).getByRole('link', { name: 'Ver comprobante' }).getAttribute('href')).toBe('/files/v.jpg');
    expect(within(card(8)).queryByText(/Paga con/)).toBeNull();
  });

  it('highlights a ringing card', async () => {
    renderBoard();
    await column('Nuevas (2)');
    expect(card(44).getAttribute('data-ringing')).toBe('true');
    expect(within(card(44)).getByText('Sin atender')).toBeTruthy();
    expect(card(43).hasAttribute('data-ringing')).toBe(false);
    expect(within(card(43)).queryByText('Sin atender')).toBeNull();
  });

  it.each<[Role, Record<number, string[]>]>([
    ['operator', { 43: ['Aceptar', 'Rechazar'], 30: ['Listo', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min'], 20: ['Despachar', 'Demorar +10 min', 'Demorar +20 min'], 10: ['Entregado', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min'] }],
    ['delivery', { 43: [], 30: ['Cobrado'], 20: [], 10: ['Entregado', 'Cobrado'] }],
    ['initial', { 43: [], 30: [], 20: [], 10: [] }],
  ])('gives %s its buttons on each card', async (role, expected) => {
    renderBoard(role);
    await column('Nuevas (2)');
    for (const [number, names] of Object.entries(expected)) {
      const buttons = within(card(Number(number)))
        .queryAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons, `Orden ${number}`).toEqual(names);
    }
  });

  it('a tap on a card PUTs and refreshes the board', async () => {
    const server = renderBoard('operator');
    server.on('PUT', `${orderPaths.list}/${idOf(30)}/ready`, ok(demoOrderDetail({ id: idOf(30) })));
    await column('Nuevas (2)');
    const boardReads = () =>
      server.requestsTo('GET', orderPaths.list).filter((request) => new URLSearchParams(request.search).get('group') === 'active').length;
    const before = boardReads();
    fireEvent.click(within(card(30)).getByRole('button', { name: 'Listo' }));
    await screen.findByText('Completado');
    await waitFor(() => expect(boardReads()).toBe(before + 1));
  });

  it('on a phone picks one column with chips; the others hide below the tablet width', async () => {
    renderBoard();
    await column('Nuevas (2)');
    const picker = screen.getByRole('radiogroup', { name: 'Columna del tablero' });
    const hiddenOnPhone = () =>
      ['new', 'preparing', 'ready', 'on_the_way'].filter((group) =>
        [...screen.getByTestId(`board-column-${group}`).classList].some((name) => name.startsWith('mantine-visible-from')),
      );
    expect(hiddenOnPhone()).toEqual(['preparing', 'ready', 'on_the_way']);
    fireEvent.click(within(picker).getByRole('radio', { name: 'Listas (1)' }));
    expect(hiddenOnPhone()).toEqual(['new', 'preparing', 'on_the_way']);
  });
});

describe('Programadas', () => {
  /** Saturday 2025-03-01, 12:00 in Buenos Aires: the demo slot (20:00–20:30) is today. */
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T15:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const slotOn = (date: string): Order['delivery'] => {
    const shipment = demoOrder().delivery.methods.shipment;
    if (!shipment?.datetime) throw new Error('the demo order has a slot');
    return { ...demoOrder().delivery, methods: { take_away: null, shipment: { ...shipment, datetime: { ...shipment.datetime, date } } } };
  };

  it("keeps orders for later days apart in 'Programadas', under 'Nuevas', each showing its day", async () => {
    // New and unopened, like 44: 44 rings today, 45 only from tomorrow (lib/scheduled-ring.ts).
    const tomorrow = boardOrder(45, { seen_at: null, delivery: slotOn('2025-03-02'), promised_at: '2025-03-02T23:30:00.000Z' });
    const wednesday = boardOrder(46, {
      status: 'preparation_in_process',
      accepted_at: ACCEPTED,
      preparation: { status: 'in_process' },
      delivery: slotOn('2025-03-05'),
      promised_at: '2025-03-05T23:30:00.000Z',
    });
    const data = [...orders, wednesday, tomorrow];
    const server = createFakeFetch();
    server.on('GET', orderPaths.store, ok(storeInfo()));
    server.on('GET', orderPaths.list, ok({ data, count: data.length, limit: 100, skip: 0 }));
    renderWithApp(<OrderBoard role="operator" />, { server, path: '/orders/board' });
    const scheduled = await column('Programadas (2)');
    expect(within(scheduled).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Orden 45',
      'Orden 46',
    ]);
    expect(screen.getByRole('region', { name: 'Nuevas (2)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'En preparacion (1)' })).toBeTruthy();
    expect(within(card(45)).getByText('Envio · mañana 20:00–20:30')).toBeTruthy();
    expect(within(card(45)).getByTestId('promise-badge').textContent).toMatch(/^mañana 20:30 /);
    expect(within(card(46)).getByText('Envio · mié 05/03 20:00–20:30')).toBeTruthy();
    expect(within(card(43)).getByText('Envio · 20:00–20:30')).toBeTruthy();
    expect(within(card(43)).getByTestId('promise-badge').textContent).toMatch(/^20:30 /);
    expect(card(44).getAttribute('data-ringing')).toBe('true');
    expect(card(45).getAttribute('data-ringing')).toBeNull();
    expect(within(card(45)).queryByText('Sin atender')).toBeNull();
    const picker = screen.getByRole('radiogroup', { name: 'Columna del tablero' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Programadas (2)' }));
    expect([...screen.getByTestId('board-column-scheduled').classList].some((name) => name.startsWith('mantine-visible-from'))).toBe(false);
  });

  it('shows no Programadas while every order is for today', async () => {
    renderBoard();
    await column('Nuevas (2)');
    expect(screen.queryByRole('region', { name: /Programadas/ })).toBeNull();
    expect(within(screen.getByRole('radiogroup', { name: 'Columna del tablero' })).queryByRole('radio', { name: /Programadas/ })).toBeNull();
  });
});
