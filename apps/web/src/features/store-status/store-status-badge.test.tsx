import type { Role } from '@comanda/contract/roles';
import type { StoreStatus } from '@comanda/contract/store/status';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveQueryKeys } from '../../lib/live-query-keys';
import type { FakeReply } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { StoreStatusBadge } from './store-status-badge';
import { StoreStatusControlButton } from './store-status-board-control';
import { closedChannel, pausedChannel, STATUS_AT, storeStatus, UNTIL_2140 } from './test-store-status';

const STATUS_PATH = '/v1/backoffice/store/status';
const PAUSE_PATH = '/v1/backoffice/store/status/pause';
const RESUME_PATH = '/v1/backoffice/store/status/resume';
const EXTRA_PATH = '/v1/backoffice/store/status/extra-delay';

const pausedBoth = (until: string | null = UNTIL_2140): StoreStatus =>
  storeStatus({ shipment: pausedChannel(until), take_away: pausedChannel(until), next_change_at: until ?? null });

/** The header badge (or the board control) for a role over a fake server whose GET status answers `first`. */
function renderBadge(first: FakeReply, role: Role = 'admin', board = false) {
  const server = createFakeFetch();
  server.on('GET', STATUS_PATH, first);
  server.on('GET', orderPaths.store, ok(storeInfo()));
  const view = renderWithApp(board ? <StoreStatusControlButton role={role} /> : <StoreStatusBadge role={role} />, {
    server,
  });
  return view;
}

const badge = () => screen.findByTestId('store-status-badge');

async function badgeSays(text: string) {
  await waitFor(async () => expect((await badge()).getAttribute('data-status-text')).toBe(text));
  return badge();
}

/** Opens the badge's panel and waits until its details are shown (the popover fades in). */
async function openPanel() {
  fireEvent.click(await badge());
  const dialog = await screen.findByRole('dialog', { name: 'Estado de la tienda' });
  await waitFor(() => expect(within(dialog).getAllByRole('definition').length).toBeGreaterThan(0));
  return within(dialog);
}

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('StoreStatusBadge', () => {
  it('says Abierta in teal, as a button named by its text', async () => {
    renderBadge(ok(storeStatus()));
    const open = await badgeSays('Abierta');
    expect(open.getAttribute('data-tone')).toBe('open');
    expect(screen.getByRole('button', { name: 'Abierta' })).toBe(open);
  });

  it("says each status in words with its tone: paused, one channel paused, outside hours, turn closed", async () => {
    const cases: [StoreStatus, string, string][] = [
      [pausedBoth(), 'Pausada hasta 21:40', 'paused'],
      [pausedBoth(null), 'Pausada hasta cerrar el turno', 'paused'],
      [storeStatus({ shipment: pausedChannel(UNTIL_2140) }), 'Envio pausado hasta 21:40', 'partial'],
      [
        storeStatus({
          at: '2025-03-03T15:00:00.000Z',
          within_hours: false,
          opens_at: STATUS_AT,
          shipment: closedChannel('outside_hours'),
          take_away: closedChannel('outside_hours'),
        }),
        'Fuera de horario (abre 19:00)',
        'closed',
      ],
      [
        storeStatus({ turn_open: false, shipment: closedChannel('turn_closed'), take_away: closedChannel('turn_closed') }),
        'Turno cerrado',
        'closed',
      ],
    ];
    for (const [status, text, tone] of cases) {
      renderBadge(ok(status));
      const shown = await badgeSays(text);
      expect(shown.getAttribute('data-tone'), text).toBe(tone);
      expect(screen.getByRole('button', { name: text })).toBe(shown);
      cleanup();
    }
  });

  it('says Estado no disponible when the status cannot be read', async () => {
    renderBadge(fail(500, 'INTERNAL', 'fallo'));
    expect((await badgeSays('Estado no disponible')).getAttribute('data-tone')).toBe('unknown');
  });

  it('an admin pauses both channels for 30 minutes from the badge; the badge shows the answer', async () => {
    const { server } = renderBadge(ok(storeStatus()));
    server.on('PUT', PAUSE_PATH, ok(pausedBoth()));
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Pausar envio y retiro 30 min' }));

    await screen.findByText('Pedidos pausados');
    await badgeSays('Pausada hasta 21:40');
    expect(server.requestsTo('PUT', PAUSE_PATH).map((request) => request.body)).toEqual([
      { channel: 'both', minutes: 30 },
    ]);
  });

  it('pauses only shipment until the turn closes when Envio is chosen first', async () => {
    const { server } = renderBadge(ok(storeStatus()));
    server.on('PUT', PAUSE_PATH, ok(storeStatus({ shipment: pausedChannel(null) })));
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('radio', { name: 'Envio' }));
    fireEvent.click(await panel.findByRole('button', { name: 'Pausar envio hasta cerrar el turno' }));

    await badgeSays('Envio pausado hasta cerrar el turno');
    expect(server.requestsTo('PUT', PAUSE_PATH).map((request) => request.body)).toEqual([
      { channel: 'shipment', minutes: null },
    ]);
  });

  it('shows who paused and when, and resumes both channels', async () => {
    const { server } = renderBadge(ok(pausedBoth()));
    server.on('PUT', RESUME_PATH, ok(storeStatus()));
    const panel = await openPanel();
    expect(panel.getAllByText('Pausado hasta 21:40 · por Ana Gomez a las 20:40')).toHaveLength(2);
    fireEvent.click(panel.getByRole('button', { name: 'Reanudar envio y retiro' }));

    await screen.findByText('Pedidos reanudados');
    await badgeSays('Abierta');
    expect(server.requestsTo('PUT', RESUME_PATH).map((request) => request.body)).toEqual([{ channel: 'both' }]);
  });

  it('adds 15 extra minutes on top of the current extra, and removes it', async () => {
    const extra = { by: 'Ana Gomez', at: STATUS_AT, minutes: 15, until: UNTIL_2140 };
    const { server } = renderBadge(ok(storeStatus({ extra_delay: extra })));
    server.on('PUT', EXTRA_PATH, (request) => {
      const minutes = (request.body as { minutes: number }).minutes;
      return ok(storeStatus({ extra_delay: minutes === 0 ? null : { ...extra, minutes } }));
    });
    await badgeSays('Abierta · +15 min');
    const panel = await openPanel();
    expect(panel.getByText(/25 min de preparacion · \+15 min extra hasta 21:40/)).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: '+15 min' }));
    await badgeSays('Abierta · +30 min');
    fireEvent.click(await panel.findByRole('button', { name: 'Quitar demora extra' }));
    await badgeSays('Abierta');
    expect(server.requestsTo('PUT', EXTRA_PATH).map((request) => request.body)).toEqual([
      { minutes: 30, duration: 60 },
      { minutes: 0, duration: null },
    ]);
    expect(panel.queryByRole('button', { name: 'Quitar demora extra' })).toBeNull();
  });

  it('adds 15 extra minutes until the turn closes when that is chosen under Durante', async () => {
    const { server } = renderBadge(ok(storeStatus()));
    server.on('PUT', EXTRA_PATH, ok(storeStatus({ extra_delay: { by: 'Ana Gomez', at: STATUS_AT, minutes: 15, until: null } })));
    const panel = await openPanel();
    const lasting = within(panel.getByRole('radiogroup', { name: 'Durante' }));
    fireEvent.click(lasting.getByRole('radio', { name: 'Hasta cerrar el turno' }));
    fireEvent.click(panel.getByRole('button', { name: '+15 min' }));

    await badgeSays('Abierta · +15 min');
    expect(server.requestsTo('PUT', EXTRA_PATH).map((request) => request.body)).toEqual([
      { minutes: 15, duration: null },
    ]);
  });

  it("shows the API's Spanish text when a pause is refused, and reads the status again", async () => {
    const { server } = renderBadge(ok(storeStatus()));
    server.on('PUT', PAUSE_PATH, fail(409, 'TURN:CLOSED', 'closed'));
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Pausar envio y retiro 15 min' }));

    await screen.findByText('No se pudo pausar: El turno esta cerrado');
    await waitFor(() => expect(server.requestsTo('GET', STATUS_PATH)).toHaveLength(2));
  });

  it('a rider sees the details but no pause or delay control', async () => {
    renderBadge(ok(pausedBoth()), 'delivery');
    const panel = await openPanel();
    expect(panel.getAllByText(/Pausado hasta 21:40/)).toHaveLength(2);
    expect(panel.queryByRole('button')).toBeNull();
    expect(panel.queryByText('Pausar pedidos')).toBeNull();
  });

  it('offers no controls while the turn is closed, only how to get them', async () => {
    const turnClosed = closedChannel('turn_closed');
    renderBadge(ok(storeStatus({ turn_open: false, shipment: turnClosed, take_away: turnClosed })));
    const panel = await openPanel();
    expect(panel.getByText('Abri el turno para pausar o demorar los pedidos.')).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });

  it('reads the status again at next_change_at, without any event (a pause running out)', async () => {
    // The server says the pause ends 1 s after its answer.
    const { server } = renderBadge(ok(pausedBoth('2025-03-03T22:00:01.000Z')));
    await badgeSays('Pausada hasta 19:00');
    server.on('GET', STATUS_PATH, ok(storeStatus({ at: '2025-03-03T22:00:01.500Z' })));
    await waitFor(() => expect(screen.getByTestId('store-status-badge').getAttribute('data-status-text')).toBe('Abierta'), {
      timeout: 5000,
    });
  });

  it("is refreshed under the live stream's store-status prefix", async () => {
    const { server, queryClient } = renderBadge(ok(storeStatus()));
    await badgeSays('Abierta');
    server.on('GET', STATUS_PATH, ok(pausedBoth()));
    await queryClient.invalidateQueries({ queryKey: liveQueryKeys.storeStatus });
    await badgeSays('Pausada hasta 21:40');
  });
});

describe('StoreStatusControlButton (the board)', () => {
  it("gives root, admin and operator the 'Pausa y demora' panel", async () => {
    for (const role of ['operator', 'admin', 'root'] as const) {
      renderBadge(ok(storeStatus()), role, true);
      fireEvent.click(await screen.findByRole('button', { name: 'Pausa y demora' }));
      const panel = within(await screen.findByRole('dialog', { name: 'Estado de la tienda' }));
      expect(await panel.findByRole('button', { name: 'Pausar envio y retiro 15 min' })).toBeTruthy();
      cleanup();
    }
  });

  it('is not there for a rider or a user without role', async () => {
    for (const role of ['delivery', 'initial'] as const) {
      const { server } = renderBadge(ok(storeStatus()), role, true);
      await waitFor(() => expect(server.requestsTo('GET', STATUS_PATH)).toHaveLength(1));
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });
});
