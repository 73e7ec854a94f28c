import type { OrderList } from '@comanda/contract/orders';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { demoOrder, orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { demoTurn, demoTurnReport, turnPaths } from '../../test/turn-data';
import { TurnPanel } from './turn-panel';

const openedTurn = demoTurn();
const closedTurn = demoTurn(true);

const activeOrders = (...orders: ReturnType<typeof demoOrder>[]): OrderList => ({
  data: orders,
  count: orders.length,
  limit: 100,
  skip: 0,
});

/** The panel over a fake server whose GET turn answers `first` until a test changes it. */
function renderPanel(first: FakeReply) {
  const server = createFakeFetch();
  server.on('GET', turnPaths.turn, first);
  // The store is in Tokyo (UTC+9), not the test device's zone: times are read on its clock.
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  return renderWithApp(<TurnPanel />, { server });
}

/** Closing answers the closed turn, after which GET turn answers it too. */
function closeSucceeds(server: ReturnType<typeof createFakeFetch>) {
  server.on('PUT', turnPaths.close, () => {
    server.on('GET', turnPaths.turn, ok(closedTurn));
    return ok(closedTurn);
  });
  server.on('GET', turnPaths.report(), ok(demoTurnReport()));
}

const button = (name: string) => screen.findByRole('button', { name });
const confirmDialog = async () => within(await screen.findByRole('dialog', { name: '¿Cerrar el turno?' }));

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('TurnPanel', () => {
  it('offers Abrir Turno when the store never opened a turn', async () => {
    renderPanel(ok(null));
    await button('Abrir Turno');
    expect(screen.getByText('Todavía no se abrió ningún turno')).toBeTruthy();
    expect(screen.queryByText('Apertura')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Turno' })).toBeNull();
  });

  it("shows Cerrar Turno, the opening time on the store's clock and no closing time for an opened turn", async () => {
    renderPanel(ok(openedTurn));
    await button('Cerrar Turno');
    expect(screen.getByText('Apertura')).toBeTruthy();
    expect(await screen.findByText('01/03/2025, 21:05')).toBeTruthy();
    expect(screen.getByText('Cierre')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('Abierto')).toBeTruthy();
  });

  it('Cerrar Turno asks first, listing the active orders (number, client, status); Cancelar closes nothing', async () => {
    const { server } = renderPanel(ok(openedTurn));
    server.on(
      'GET',
      orderPaths.list,
      ok(
        activeOrders(
          demoOrder(),
          demoOrder({
            id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
            number: 43,
            status: 'delivery_outside',
            client: { id: '2e3d4c5b-6a79-4a8b-9c0d-1e2f3a4b5c6d', name: 'Lia Sosa', phone: '+54 9 11 5555-9999' },
          }),
        ),
      ),
    );
    fireEvent.click(await button('Cerrar Turno'));

    const dialog = await confirmDialog();
    expect(await dialog.findByText('Quedan 2 ordenes activas:')).toBeTruthy();
    const rows = dialog.getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Número', 'Cliente', 'Estado'],
      ['#42', 'Juan Perez', 'Nueva'],
      ['#43', 'Lia Sosa', 'En Camino'],
    ]);
    const [request] = server.requestsTo('GET', orderPaths.list);
    expect(new URLSearchParams(request?.search).get('group')).toBe('active');

    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('PUT', turnPaths.close)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cerrar Turno' })).toBeTruthy();
  });

  it('says when no order is active; confirmed, it closes the turn, toasts Turno Cerrado and shows the summary', async () => {
    const { server } = renderPanel(ok(openedTurn));
    server.on('GET', orderPaths.list, ok(activeOrders()));
    closeSucceeds(server);
    fireEvent.click(await button('Cerrar Turno'));

    const dialog = await confirmDialog();
    expect(await dialog.findByText('No quedan ordenes activas.')).toBeTruthy();
    expect(dialog.queryByRole('table')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Cerrar Turno' }));

    await screen.findByText('Turno Cerrado');
    const summary = within(await screen.findByRole('dialog', { name: 'Resumen del turno cerrado' }));
    expect((await summary.findByTestId('turn-summary-sales')).textContent).toBe('Ventas45.230,50 ARS');
    expect(summary.getByTestId('turn-summary-orders').textContent).toBe('Ordenes7');
    expect(summary.getByRole('table', { name: 'Efectivo por repartidor' }).textContent).toContain('Rita Moto');
    expect(summary.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(server.requestsTo('PUT', turnPaths.close)).toHaveLength(1);
    expect(server.requestsTo('GET', turnPaths.report())).toHaveLength(1);

    fireEvent.click(summary.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel shows the closed turn (22:40 UTC is the next day in Tokyo).
    await button('Abrir Turno');
    expect(await screen.findByText('02/03/2025, 07:40')).toBeTruthy();
    expect(screen.getByText('Cerrado')).toBeTruthy();
    expect(server.requestsTo('PUT', turnPaths.open)).toHaveLength(0);
  });

  it('shows Error al cerrar el turno {detail} and no summary when closing fails', async () => {
    const { server } = renderPanel(ok(openedTurn));
    server.on('GET', orderPaths.list, ok(activeOrders()));
    server.on('PUT', turnPaths.close, fail(409, 'TURN:ALREADY_CLOSED', 'ya cerrado'));
    fireEvent.click(await button('Cerrar Turno'));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Cerrar Turno' }));

    await screen.findByText('Error al cerrar el turno El turno ya esta cerrado');
    await waitFor(() => expect(server.requestsTo('GET', turnPaths.turn)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Resumen del turno cerrado' })).toBeNull();
    expect(server.requestsTo('GET', turnPaths.report())).toHaveLength(0);
  });

  it('shows Error al abrir el turno {detail} when opening fails, and reloads the turn', async () => {
    const { server } = renderPanel(ok(closedTurn));
    server.on('PUT', turnPaths.open, fail(409, 'TURN:ALREADY_OPENED', 'ya abierto'));
    fireEvent.click(await button('Abrir Turno'));

    await screen.findByText('Error al abrir el turno El turno ya esta abierto');
    await waitFor(() => expect(server.requestsTo('GET', turnPaths.turn)).toHaveLength(2));
    expect(server.requestsTo('PUT', turnPaths.open)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no turn and no toggle when the turn fetch fails', async () => {
    renderPanel(fail(500, 'INTERNAL', 'fallo'));
    await screen.findByText('No se pudo cargar el turno');
    expect(screen.queryByRole('button', { name: 'Abrir Turno' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Turno' })).toBeNull();
    expect(screen.queryByText('Apertura')).toBeNull();
  });
});
