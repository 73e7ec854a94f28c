import type { Order } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { authHarness } from '../../test/auth-harness';
import { credentialsFor, DEVICE_ID, POWER_ID } from '../../test/demo-data';
import { FakeAudioContext } from '../../test/fake-audio-context';
import {
  createFakeEventServer,
  liveOrder,
  orderEvent,
  readyEvent,
} from '../../test/fake-event-stream';
import { ok } from '../../test/fake-fetch';
import { installJsdomPolyfills } from '../../test/jsdom-polyfills';
import { RequireAccess } from '../guards/require-access';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { ShellLayout } from './shell-layout';

const inStore = { device_id: DEVICE_ID, session: 'session-0', power_id: POWER_ID, access: 'access-0' };
const ORDERS_PATH = '/v1/backoffice/orders';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ringingOrder = (n: number, overrides: Partial<Order> = {}) =>
  liveOrder({ id: id(n), number: n, ...overrides });

let audio: FakeAudioContext | undefined;

/** The shell around two small screens, over a fake server and a fake stream. */
function renderShell(ringing: Order[] = [], at = '/orders', role: Role = 'admin') {
  installJsdomPolyfills();
  const harness = authHarness(inStore);
  harness.server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor(role)));
  harness.server.on('GET', '/v1/backoffice/auth/powers', ok({ data: [], count: 0, limit: 20, skip: 0 }));
  harness.server.on('GET', ORDERS_PATH, ok({ data: ringing, count: ringing.length, limit: 100, skip: 0 }));
  const stream = createFakeEventServer(harness.server.fetch);
  const router = createMemoryRouter(
    [
      {
        element: (
          <RequireAccess>
            <ShellLayout />
          </RequireAccess>
        ),
        children: [
          { path: '/orders', element: <PageTitle>Ordenes</PageTitle> },
          { path: '/orders/:id', element: <PageTitle>Orden</PageTitle> },
        ],
      },
      { path: '/lobby', element: <p>lobby</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers runtime={harness.runtime} queryClient={createQueryClient()} streamFetch={stream.fetch}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...harness, stream, router };
}

const indicator = () => screen.getByTestId('live-indicator');

async function connected(stream: ReturnType<typeof createFakeEventServer>, seq = 1) {
  await waitFor(() => expect(stream.connections.length).toBeGreaterThan(0));
  await act(async () => {
    stream.latest().send(readyEvent(seq));
    await Promise.resolve();
  });
  await waitFor(() => expect(indicator().dataset.liveStatus).toBe('live'));
}

beforeEach(() => {
  audio = undefined;
  // The page's own AudioContext, made on the 'Activar sonido' press, is this fake.
  vi.stubGlobal(
    'AudioContext',
    vi.fn(function FakeContext() {
      audio = new FakeAudioContext();
      return audio;
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('the shell, live', () => {
  it('shows Conectando…, then En vivo once the stream is ready, then Sin conexión when it drops', async () => {
    const { stream } = renderShell();
    const status = await screen.findByText('Conectando…');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(indicator().dataset.liveStatus).toBe('connecting');
    await connected(stream);
    expect(screen.getByText('En vivo')).toBeTruthy();
    expect(screen.getByText('En vivo').closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');

    await act(async () => {
      stream.latest().fail();
      await Promise.resolve();
    });
    await screen.findByText('Sin conexión');
    expect(indicator().dataset.liveStatus).toBe('offline');
  });

  it('reads the stream with the stored access token and device id, never in the URL', async () => {
    const { stream } = renderShell();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const { headers, url } = stream.latest();
    expect(url).toBe('/v1/backoffice/events');
    expect(headers.authorization).toBe('Bearer access-0');
    expect(headers['device-id']).toBe(DEVICE_ID);
  });

  it('rings for the new orders loaded on connect and for new ones, and stops when they are attended', async () => {
    const { stream, server } = renderShell([ringingOrder(3), ringingOrder(4, { seen_at: '2025-03-01T12:01:00.000Z' })]);
    await connected(stream);
    await waitFor(() => expect(indicator().dataset.ringing).toBe('true'));
    const [load] = server.requestsTo('GET', ORDERS_PATH);
    expect(new URLSearchParams(load?.search).get('group')).toBe('new');
    expect(new URLSearchParams(load?.search).get('limit')).toBe('100');
    expect(indicator().dataset.ringingCount).toBe('1');
    expect(document.title).toBe('(1) Ordenes · Comanda');
    expect(screen.getByRole('link', { name: '1 orden nueva sin aceptar' }).getAttribute('href')).toBe('/orders');

    await act(async () => {
      stream.latest().send(orderEvent(2, ringingOrder(5)));
      await Promise.resolve();
    });
    await waitFor(() => expect(document.title).toBe('(2) Ordenes · Comanda'));
    screen.getByRole('link', { name: '2 ordenes nuevas sin aceptar' });

    await act(async () => {
      stream.latest().send(orderEvent(3, ringingOrder(3, { status: 'preparation_in_process' }), 'order:changed'));
      stream.latest().send(orderEvent(4, ringingOrder(5, { seen_at: '2025-03-01T12:02:00.000Z' }), 'order:seen'));
      await Promise.resolve();
    });
    await waitFor(() => expect(indicator().dataset.ringing).toBe('false'));
    expect(document.title).toBe('Ordenes · Comanda');
    expect(screen.queryByRole('link', { name: /sin aceptar/ })).toBeNull();
  });

  it('asks once to turn the sound on; the press starts the audio and the alarm sounds while orders ring', async () => {
    const { stream } = renderShell([ringingOrder(8)]);
    await connected(stream);
    const prompt = await screen.findByTestId('sound-prompt');
    expect(prompt.dataset.ringing).toBe('true');
    expect(indicator().dataset.sound).toBe('unset');
    expect(indicator().dataset.audioState).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Activar sonido' }));
    await waitFor(() => expect(indicator().dataset.alarm).toBe('playing'));
    expect(localStorage.getItem('ring_sound')).toBe('on');
    expect(audio?.state).toBe('running');
    expect(indicator().dataset.audioState).toBe('running');
    expect(Number(indicator().dataset.alarmBursts)).toBeGreaterThan(0);
    expect(audio?.oscillators.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('sound-prompt')).toBeNull();

    await act(async () => {
      stream.latest().send(orderEvent(2, ringingOrder(8, { status: 'cancel_store' }), 'order:changed'));
      await Promise.resolve();
    });
    await waitFor(() => expect(indicator().dataset.alarm).toBe('idle'));
    expect(audio?.sounding()).toHaveLength(0);
  });

  it('tells readers the ringing words only while orders ring, the other text keeping its room hidden', async () => {
    const { stream } = renderShell([ringingOrder(8)]);
    const prompt = await screen.findByTestId('sound-prompt');
    const general = within(prompt).getByText(messages.live.sound.prompt);
    const ringingWords = within(prompt).getByText(messages.live.sound.promptRinging);
    expect(prompt.dataset.ringing).toBe('false');
    expect(general.getAttribute('aria-hidden')).toBeNull();
    expect(ringingWords.getAttribute('aria-hidden')).toBe('true');

    await connected(stream);
    await waitFor(() => expect(prompt.dataset.ringing).toBe('true'));
    expect(ringingWords.getAttribute('aria-hidden')).toBeNull();
    expect(general.getAttribute('aria-hidden')).toBe('true');
  });

  it("does not ask a rider, who cannot accept orders, to turn the new-order alarm on", async () => {
    const { stream } = renderShell([ringingOrder(8)], '/orders', 'delivery');
    await connected(stream);
    await waitFor(() => expect(indicator().dataset.ringing).toBe('true'));
    expect(screen.queryByTestId('sound-prompt')).toBeNull();
  });

  it('remembers Ahora no on the device and the header switch turns the alarm on and off', async () => {
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Ahora no' }));
    expect(localStorage.getItem('ring_sound')).toBe('off');
    expect(screen.queryByTestId('sound-prompt')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Activar alarma de ordenes nuevas' }));
    expect(localStorage.getItem('ring_sound')).toBe('on');
    fireEvent.click(await screen.findByRole('button', { name: 'Silenciar alarma de ordenes nuevas' }));
    expect(localStorage.getItem('ring_sound')).toBe('off');
  });

  it('while the tab is hidden, a new order shows a notification that opens it', async () => {
    const shown: Array<{ title: string; body?: string; onclick: (() => void) | null; close: () => void }> = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(
        public title: string,
        options?: NotificationOptions,
      ) {
        shown.push(Object.assign(this, { body: options?.body }));
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { stream, router } = renderShell();
    await connected(stream);

    await act(async () => {
      stream.latest().send(orderEvent(2, ringingOrder(42)));
      await Promise.resolve();
    });
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.title).toBe('Nueva orden #42');
    expect(shown[0]?.body).toBe('Juan Perez · 6.200,00 ARS');
    await act(async () => {
      shown[0]?.onclick?.();
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${id(42)}`));
  });

  it('closes the stream when the store access ends', async () => {
    const { stream, runtime } = renderShell();
    await connected(stream);
    const connection = stream.latest();
    act(() => runtime.auth.clearPower());
    await waitFor(() => expect(connection.aborted()).toBe(true));
    expect(stream.attempts()).toBe(1);
  });
});
