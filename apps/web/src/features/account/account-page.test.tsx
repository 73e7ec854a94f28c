import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { credentialsFor, DEVICE_ID, POWER_ID } from '../../test/demo-data';
import type { RecordedRequest } from '../../test/fake-fetch';
import { fail, ok } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render-signed-in';
import { AccountPage } from './account-page';

const ME = '/v1/backoffice/auth/me';
const PASSWORD = '/v1/backoffice/auth/password';
const EVERYWHERE = '/v1/backoffice/auth/sign_out_everywhere';
const inStore = { device_id: DEVICE_ID, session: 'session-0', power_id: POWER_ID, access: 'access-0' };

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const openAccount = (stored: Record<string, string> = inStore) =>
  renderSignedIn([{ path: '/account', element: <AccountPage /> }], '/account', stored);

/** A label as the input is named, without the required mark Mantine adds (' *'). */
const named = (label: string) => new RegExp(`^${label}( \\*)?$`);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(named(label));
/** What a screen reader reads after the field: its description and its error. */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const passwordForm = () => screen.getByRole('heading', { name: 'Cambiar contraseña' }).closest('section') as HTMLElement;

describe('Mi cuenta, name and phone', () => {
  it('shows the signed-in user and saves the name and phone; the session holds the new name', async () => {
    const harness = await openAccount();
    harness.server.on('PUT', ME, (request: RecordedRequest) =>
      ok({ ...credentialsFor().user, ...(request.body as object), phone: '+5491155551234' }),
    );
    await waitFor(() => expect(field('Nombre').value).toBe('Ana'));
    expect(field('Email').value).toBe('ana@comanda.test');
    fireEvent.change(field('Nombre'), { target: { value: 'Anita' } });
    fireEvent.change(field('Teléfono'), { target: { value: '11 5555-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(field('Teléfono').value).toBe('+5491155551234'));
    expect(harness.server.requestsTo('PUT', ME)[0]?.body).toEqual({
      first_name: 'Anita',
      last_name: 'Gomez',
      phone: '11 5555-1234',
    });
    const state = harness.runtime.auth.getState();
    expect(state.status === 'access' && state.credentials.user.first_name).toBe('Anita');
  });

  it('opens without a store chosen, reading who is signed in with the session', async () => {
    const harness = await openAccount({ device_id: DEVICE_ID, session: 'session-0' });
    await waitFor(() => expect(field('Apellido').value).toBe('Gomez'));
    expect(harness.server.requestsTo('GET', '/v1/backoffice/auth/credentials')[0]?.headers.authorization).toBe(
      'Bearer session-0',
    );
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/lobby');
  });
});

describe('Mi cuenta, password', () => {
  const fill = (current: string, next: string, again: string) => {
    const form = within(passwordForm());
    fireEvent.change(form.getByLabelText(named('Contraseña actual')), { target: { value: current } });
    fireEvent.change(form.getByLabelText(named('Contraseña nueva')), { target: { value: next } });
    fireEvent.change(form.getByLabelText(named('Repetí la contraseña nueva')), { target: { value: again } });
    fireEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
  };

  it('sends nothing while the new password is short or typed differently twice', async () => {
    const harness = await openAccount();
    await screen.findByDisplayValue('Ana');
    fill('vieja-clave', 'corta', 'corta');
    await screen.findByText(/^debe tener al menos 8 caracteres$/i);
    fill('vieja-clave', 'nueva-clave-1', 'nueva-clave-2');
    await screen.findByText('Las contraseñas no coinciden');
    expect(harness.server.requestsTo('PUT', PASSWORD)).toHaveLength(0);
  });

  it('sends the current and the new password once, then empties the form', async () => {
    const harness = await openAccount();
    harness.server.on('PUT', PASSWORD, ok('success'));
    await screen.findByDisplayValue('Ana');
    fill('vieja-clave', 'nueva-clave-1', 'nueva-clave-1');
    await screen.findByText('Contraseña cambiada');
    expect(harness.server.requestsTo('PUT', PASSWORD).map((request) => request.body)).toEqual([
      { current_password: 'vieja-clave', new_password: 'nueva-clave-1' },
    ]);
    await waitFor(() => expect(within(passwordForm()).getByLabelText<HTMLInputElement>(named('Contraseña actual')).value).toBe(''));
    expect(harness.storage.getItem('session')).toBe('session-0');
  });

  it('shows a wrong current password under its field', async () => {
    const harness = await openAccount();
    harness.server.on('PUT', PASSWORD, fail(400, 'USER:PASSWORD:WRONG'));
    await screen.findByDisplayValue('Ana');
    fill('no-es-esta', 'nueva-clave-1', 'nueva-clave-1');
    await waitFor(() =>
      expect(describedText(within(passwordForm()).getByLabelText(named('Contraseña actual')))).toContain(
        'La contraseña actual no es correcta',
      ),
    );
  });

  it("shows the server's 'common password' refusal under the new password", async () => {
    const harness = await openAccount();
    harness.server.on(
      'PUT',
      PASSWORD,
      fail(400, 'BAD_REQUEST', 'Error en los parametros: new_password: es una contraseña muy común, elegí otra'),
    );
    await screen.findByDisplayValue('Ana');
    fill('vieja-clave', 'password1', 'password1');
    await waitFor(() =>
      expect(describedText(within(passwordForm()).getByLabelText(named('Contraseña nueva')))).toContain(
        'Es una contraseña muy común, elegí otra',
      ),
    );
  });
});

describe('Mi cuenta, sign out everywhere', () => {
  it('asks first; cancelling sends nothing', async () => {
    const harness = await openAccount();
    await screen.findByDisplayValue('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.server.requestsTo('POST', EVERYWHERE)).toHaveLength(0);
  });

  it('ends every session once confirmed, forgets this one and goes to the login', async () => {
    const harness = await openAccount();
    harness.server.on('POST', EVERYWHERE, ok('success'));
    await screen.findByDisplayValue('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/login'));
    expect(harness.server.requestsTo('POST', EVERYWHERE)).toHaveLength(1);
    expect(harness.storage.getItem('session')).toBeNull();
    expect(harness.runtime.auth.getState()).toEqual({ status: 'closed' });
  });

  it('stays signed in and says why when the server refuses', async () => {
    const harness = await openAccount();
    harness.server.on('POST', EVERYWHERE, fail(500, 'INTERNAL'));
    await screen.findByDisplayValue('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    await screen.findByText(/No se pudieron cerrar las sesiones/);
    expect(harness.storage.getItem('session')).toBe('session-0');
    expect(harness.router.state.location.pathname).toBe('/account');
  });
});
