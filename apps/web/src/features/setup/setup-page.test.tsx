import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID } from '../../test/demo-data';
import { fail, ok } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render-signed-in';
import { SetupPage } from './setup-page';

const TOKEN = 'first-start-token';
const SETUP = `/v1/setup/${TOKEN}`;
const named = (label: string) => new RegExp(`^${label}( \\*)?$`);
const part = (legend: string) => within(screen.getByRole('group', { name: legend }));
/** A text input of the form's part 'La tienda' or 'Tu cuenta' (both have a 'Nombre'). */
const input = (legend: string, label: string) =>
  part(legend)
    .getAllByLabelText<HTMLInputElement>(named(label))
    .find((element) => element.tagName === 'INPUT' && element.type !== 'hidden') as HTMLInputElement;
const store = (label: string) => input('La tienda', label);
const root = (label: string) => input('Tu cuenta', label);

afterEach(() => {
  cleanup();
  cleanNotifications();
});

async function openSetup(view = ok({ expires_at: '2030-01-01T00:00:00.000Z' })) {
  const harness = await renderSignedIn(
    [{ path: '/configuracion-inicial/:token', element: <SetupPage /> }],
    `/configuracion-inicial/${TOKEN}`,
    { device_id: DEVICE_ID },
    (server) => server.on('GET', SETUP, view),
  );
  await screen.findByRole('heading', { name: /Configuración inicial|Este enlace ya no es válido/ });
  return harness;
}

function fillRoot() {
  fireEvent.change(root('Nombre'), { target: { value: 'Marta' } });
  fireEvent.change(root('Apellido'), { target: { value: 'Díaz' } });
  fireEvent.change(root('Email'), { target: { value: 'Marta@Pizzeria.test ' } });
  fireEvent.change(root('Contraseña'), { target: { value: 'horno-a-lena-1' } });
}

describe('first setup page', () => {
  it('derives the slug from the store name until it is edited, and starts in Buenos Aires time', async () => {
    await openSetup();
    fireEvent.change(store('Nombre'), { target: { value: 'Pizzería Don Ñoño' } });
    expect(store('Dirección \\(slug\\)').value).toBe('pizzeria-don-nono');
    fireEvent.change(store('Dirección \\(slug\\)'), { target: { value: 'don-nono' } });
    fireEvent.change(store('Nombre'), { target: { value: 'Pizzería Don Ñoño Centro' } });
    expect(store('Dirección \\(slug\\)').value).toBe('don-nono');
    expect(store('Zona horaria').value).toBe('Buenos Aires y casi todo el país');
  });

  it('creates the store and its root, signs in with the answered session and lands in the lobby', async () => {
    const harness = await openSetup();
    harness.server.on('POST', SETUP, ok({ token: 'root-session', expired_at: '2030-01-01T00:00:00.000Z' }));
    fireEvent.change(store('Nombre'), { target: { value: 'La Esquina' } });
    fillRoot();
    fireEvent.click(screen.getByRole('button', { name: 'Crear la tienda' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/lobby'));
    expect(harness.server.requestsTo('POST', SETUP)[0]?.body).toEqual({
      store: { name: 'La Esquina', slug: 'la-esquina', timezone: 'America/Argentina/Buenos_Aires' },
      first_name: 'Marta',
      last_name: 'Díaz',
      email: 'marta@pizzeria.test',
      password: 'horno-a-lena-1',
    });
    expect(harness.storage.getItem('session')).toBe('root-session');
    expect(harness.runtime.auth.getState()).toEqual({ status: 'session' });
  });

  it('shows a slug already taken under the slug field and stays', async () => {
    const harness = await openSetup();
    harness.server.on('POST', SETUP, fail(409, 'STORE:SLUG:TAKEN'));
    fireEvent.change(store('Nombre'), { target: { value: 'Centro' } });
    fillRoot();
    fireEvent.click(screen.getByRole('button', { name: 'Crear la tienda' }));
    await screen.findByText('Ya existe una tienda con ese slug');
    expect(harness.router.state.location.pathname).toBe(`/configuracion-inicial/${TOKEN}`);
    expect(harness.storage.getItem('session')).toBeNull();
  });

  it('says the link is no longer valid once used (404)', async () => {
    await openSetup(fail(404, 'NOT_FOUND'));
    await screen.findByRole('heading', { name: 'Este enlace ya no es válido' });
    expect(screen.queryByRole('button', { name: 'Crear la tienda' })).toBeNull();
  });
});
