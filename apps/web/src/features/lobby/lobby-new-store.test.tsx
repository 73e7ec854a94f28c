import type { Power } from '@comanda/contract/auth';
import type { Role } from '@comanda/contract/roles';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { credentialsFor, DEVICE_ID, POWER_ID } from '../../test/demo-data';
import type { FakeFetch } from '../../test/fake-fetch';
import { fail, ok } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render-signed-in';
import { LobbyPage } from './lobby-page';

const POWERS = '/v1/backoffice/auth/powers';
const STORES = '/v1/backoffice/stores';
const named = (label: string) => new RegExp(`^${label}( \\*)?$`);

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const powerIn = (id: string, store: string, slug: string, role: Role): Power => ({
  id,
  store: { id: `5e6f7a8b-9c0d-4e1f-8a2b-${id.slice(-12)}`, name: store, slug, logo_url: null },
  user: credentialsFor().user,
  role,
  active: true,
  created_at: '2025-01-01T10:00:00.000Z',
});
const list = (powers: Power[]) => ok({ data: powers, count: powers.length, limit: 20, skip: 0 });
const NEW_POWER_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const openLobby = (powers: Power[], answer: (server: FakeFetch) => void = () => undefined) =>
  renderSignedIn([{ path: '/lobby', element: <LobbyPage /> }], '/lobby', { device_id: DEVICE_ID, session: 'session-0' }, (server) => {
    server.on('GET', POWERS, list(powers));
    answer(server);
  });

describe('lobby, Nueva tienda', () => {
  it('is not offered to someone who is root nowhere', async () => {
    await openLobby([powerIn(POWER_ID, 'Centro', 'centro', 'admin')]);
    await screen.findByText('Centro');
    expect(screen.queryByRole('button', { name: 'Nueva tienda' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/account');
  });

  it('lets a root create a store, which the list then shows to enter', async () => {
    const centro = powerIn(POWER_ID, 'Centro', 'centro', 'root');
    const norte = powerIn(NEW_POWER_ID, 'Sucursal Norte', 'sucursal-norte', 'root');
    const harness = await openLobby([centro], (server) => {
      server.on('POST', STORES, () => {
        server.on('GET', POWERS, list([centro, norte]));
        return { status: 201, body: { result: norte } };
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva tienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tienda' });
    fireEvent.change(within(dialog).getByLabelText(named('Nombre')), { target: { value: 'Sucursal Norte' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tienda' }));

    await screen.findByText('Sucursal Norte');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.server.requestsTo('POST', STORES)[0]?.body).toEqual({
      name: 'Sucursal Norte',
      slug: 'sucursal-norte',
      timezone: 'America/Argentina/Buenos_Aires',
    });
    fireEvent.click(screen.getByRole('button', { name: /Sucursal Norte/ }));
    await waitFor(() => expect(harness.storage.getItem('power_id')).toBe(NEW_POWER_ID));
  });

  it('keeps the dialog open with a slug already taken under the slug field', async () => {
    const harness = await openLobby([powerIn(POWER_ID, 'Centro', 'centro', 'root')], (server) =>
      server.on('POST', STORES, fail(409, 'STORE:SLUG:TAKEN')),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva tienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tienda' });
    fireEvent.change(within(dialog).getByLabelText(named('Nombre')), { target: { value: 'Centro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tienda' }));
    await within(dialog).findByText('Ya existe una tienda con ese slug');
    expect(harness.server.requestsTo('POST', STORES)).toHaveLength(1);
  });
});
