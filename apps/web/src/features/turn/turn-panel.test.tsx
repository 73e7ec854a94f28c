import type { Turn } from '@comanda/contract/turn';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_ID } from '../../test/demo-data';
import type { FakeReply } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { TurnPanel } from './turn-panel';

const TURN_PATH = '/v1/backoffice/turn';
const OPEN_PATH = '/v1/backoffice/turn/open';
const CLOSE_PATH = '/v1/backoffice/turn/close';
const OPENED_AT = '2025-03-01T12:05:00.000Z';
const CLOSED_AT = '2025-03-01T22:40:00.000Z';

const openedTurn: Turn = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  store_id: STORE_ID,
  status: 'opened',
  opened_at: OPENED_AT,
  closed_at: null,
};
const closedTurn: Turn = { ...openedTurn, status: 'closed', closed_at: CLOSED_AT };

/** The panel over a fake server whose GET turn answers `first` until a test changes it. */
function renderPanel(first: FakeReply) {
  const server = createFakeFetch();
  server.on('GET', TURN_PATH, first);
  // The store is in Tokyo (UTC+9), not the test device's zone: times are read on its clock.
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  return renderWithApp(<TurnPanel />, { server });
}

const button = (name: string) => screen.findByRole('button', { name });

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

  it('closes the turn with PUT close, toasts Turno Cerrado and reloads it (then Abrir Turno)', async () => {
    const { server } = renderPanel(ok(openedTurn));
    server.on('PUT', CLOSE_PATH, () => {
      server.on('GET', TURN_PATH, ok(closedTurn));
      return ok(closedTurn);
    });
    fireEvent.click(await button('Cerrar Turno'));

    await screen.findByText('Turno Cerrado');
    await button('Abrir Turno');
    expect(server.requestsTo('PUT', CLOSE_PATH)).toHaveLength(1);
    expect(server.requestsTo('PUT', OPEN_PATH)).toHaveLength(0);
    expect(server.requestsTo('GET', TURN_PATH)).toHaveLength(2);
    // 22:40 UTC is already the next day in Tokyo.
    expect(await screen.findByText('02/03/2025, 07:40')).toBeTruthy();
    expect(screen.getByText('Cerrado')).toBeTruthy();
  });

  it('shows Error al abrir el turno {detail} when opening fails, and reloads the turn', async () => {
    const { server } = renderPanel(ok(closedTurn));
    server.on('PUT', OPEN_PATH, fail(409, 'TURN:ALREADY_OPENED', 'ya abierto'));
    fireEvent.click(await button('Abrir Turno'));

    await screen.findByText('Error al abrir el turno El turno ya esta abierto');
    await waitFor(() => expect(server.requestsTo('GET', TURN_PATH)).toHaveLength(2));
    expect(server.requestsTo('PUT', OPEN_PATH)).toHaveLength(1);
  });

  it('shows no turn and no toggle when the turn fetch fails', async () => {
    renderPanel(fail(500, 'INTERNAL', 'fallo'));
    await screen.findByText('No se pudo cargar el turno');
    expect(screen.queryByRole('button', { name: 'Abrir Turno' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Turno' })).toBeNull();
    expect(screen.queryByText('Apertura')).toBeNull();
  });
});
