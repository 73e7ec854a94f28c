import type { Dashboard } from '@comanda/contract/dashboard';
import { OrderStatus } from '@comanda/contract/order-enums';
import type { OrderStatus as OrderStatusValue } from '@comanda/contract/order-enums';
import type { Turn } from '@comanda/contract/turn';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveQueryKeys } from '../../lib/live-query-keys';
import { STORE_ID } from '../../test/demo-data';
import type { FakeReply } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { HomeScreen } from './home-screen';

const DASHBOARD_PATH = '/v1/backoffice/dashboard';
const OPENED_AT = '2025-03-01T12:05:00.000Z';

const openedTurn: Turn = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  store_id: STORE_ID,
  status: 'opened',
  opened_at: OPENED_AT,
  closed_at: null,
};

function byStatus(counts: Partial<Record<OrderStatusValue, number>>): Dashboard['orders_by_status'] {
  return Object.fromEntries(OrderStatus.options.map((status) => [status, counts[status] ?? 0])) as Dashboard['orders_by_status'];
}

const busyTurn: Dashboard = {
  turn: openedTurn,
  orders_by_status: byStatus({
    process: 2,
    payment_pending: 1,
    preparation_in_process: 3,
    preparation_completed: 1,
    delivery_outside: 2,
    completed: 5,
    cancel_store: 1,
  }),
  sales: { currency: 'ARS', amount: 123456.5 },
  orders_count: 15,
  average_preparation_minutes: 17.6,
};

const noTurn: Dashboard = {
  turn: null,
  orders_by_status: byStatus({}),
  sales: { currency: 'ARS', amount: 0 },
  orders_count: 0,
  average_preparation_minutes: null,
};

function renderHome(first: FakeReply) {
  const server = createFakeFetch();
  server.on('GET', DASHBOARD_PATH, first);
  // The store is in Tokyo (UTC+9), not the test device's zone: times are read on its clock.
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  return renderWithApp(
    <HomeScreen>
      <p>panel del turno</p>
    </HomeScreen>,
    { server },
  );
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;
const group = (name: string) => screen.getByTestId(`dashboard-group-${name}`);

afterEach(() => {
  cleanup();
});

describe('Inicio: the dashboard', () => {
  it('shows the turn panel, then sales, orders, average preparation and the orders by status group', async () => {
    renderHome(ok(busyTurn));
    expect(screen.getByRole('heading', { name: 'Inicio', level: 1 })).toBeTruthy();
    expect(screen.getByText('panel del turno')).toBeTruthy();
    await screen.findByTestId('dashboard-sales');
    expect(screen.getByRole('heading', { name: 'Resumen del turno' })).toBeTruthy();
    expect(await screen.findByText('Turno abierto desde 01/03/2025, 21:05')).toBeTruthy();
    expect(figure('dashboard-sales')).toBe('Ventas123.456,50 ARS');
    expect(figure('dashboard-orders')).toBe('Ordenes15');
    expect(figure('dashboard-preparation')).toBe('Preparacion promedio18 min');

    expect(within(group('new')).getByText('Nuevas')).toBeTruthy();
    expect(within(group('new')).getAllByText('2')).toHaveLength(2);
    expect(within(group('preparing')).getByText('4')).toBeTruthy();
    expect(within(group('preparing')).getByText('Pago Pendiente')).toBeTruthy();
    expect(within(group('preparing')).getByText('En Preparacion')).toBeTruthy();
    expect(within(group('preparing')).queryByText('Pago Realizado')).toBeNull();
    expect(within(group('ready')).getByText('Listas')).toBeTruthy();
    expect(within(group('on_the_way')).getByText('En Camino')).toBeTruthy();
    expect(group('done').textContent).toBe('Terminadas5Completada5');
    expect(within(group('cancelled')).getByText('Cancelada por Tienda')).toBeTruthy();
  });

  it('says there is no open turn and shows zeros and a dash', async () => {
    renderHome(ok(noTurn));
    await screen.findByTestId('dashboard-sales');
    expect(screen.getByText(/No hay un turno abierto/)).toBeTruthy();
    expect(figure('dashboard-sales')).toBe('Ventas0,00 ARS');
    expect(figure('dashboard-orders')).toBe('Ordenes0');
    expect(figure('dashboard-preparation')).toBe('Preparacion promedio—');
    expect(within(group('new')).getByText('0')).toBeTruthy();
  });

  it('shows the error when the dashboard cannot be read', async () => {
    renderHome(fail(500, 'INTERNAL'));
    await screen.findByText('No se pudo cargar el resumen: Interno del servidor');
  });

  it('updates when the live stream invalidates the dashboard prefix', async () => {
    const { server, queryClient } = renderHome(ok(noTurn));
    await screen.findByTestId('dashboard-sales');
    server.on('GET', DASHBOARD_PATH, ok(busyTurn));
    await act(() => queryClient.invalidateQueries({ queryKey: liveQueryKeys.dashboard }));
    await waitFor(() => expect(figure('dashboard-orders')).toBe('Ordenes15'));
    expect(server.requestsTo('GET', DASHBOARD_PATH)).toHaveLength(2);
  });
});
