import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID } from '../../test/demo-data';
import { fail, ok } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render-signed-in';
import { PasswordResetPage } from './password-reset-page';

const TOKEN = 'k3y-of-the-link';
const RESET = `/v1/password_resets/${TOKEN}`;
const named = (label: string) => new RegExp(`^${label}( \\*)?$`);

afterEach(() => {
  cleanup();
  cleanNotifications();
});

async function openReset(view = ok({ first_name: 'Bruno', email: 'bruno@comanda.test', expires_at: '2030-01-01T00:00:00.000Z' })) {
  const harness = await renderSignedIn(
    [{ path: '/restablecer/:token', element: <PasswordResetPage /> }],
    `/restablecer/${TOKEN}`,
    { device_id: DEVICE_ID },
    (server) => server.on('GET', RESET, view),
  );
  return harness;
}

const type = (password: string, again: string) => {
  fireEvent.change(screen.getByLabelText(named('Contraseña nueva')), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(named('Repetí la contraseña nueva')), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
};

describe('reset page', () => {
  it("greets the link's owner, sets the new password and offers to sign in", async () => {
    const harness = await openReset();
    harness.server.on('POST', RESET, ok('success'));
    await screen.findByText('Hola, Bruno');
    type('otra-clave-larga', 'otra-clave-larga');
    await screen.findByRole('heading', { name: 'Contraseña cambiada' });
    expect(harness.server.requestsTo('POST', RESET).map((request) => request.body)).toEqual([{ password: 'otra-clave-larga' }]);
    fireEvent.click(screen.getByRole('link', { name: 'Ingresar' }));
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/login'));
  });

  it('sends nothing while the two passwords differ', async () => {
    const harness = await openReset();
    await screen.findByText('Hola, Bruno');
    type('otra-clave-larga', 'otra-clave-largo');
    await screen.findByText('Las contraseñas no coinciden');
    expect(harness.server.requestsTo('POST', RESET)).toHaveLength(0);
  });

  it("shows the server's refusal of a common password under the field", async () => {
    const harness = await openReset();
    harness.server.on('POST', RESET, fail(400, 'BAD_REQUEST', 'Error en los parametros: password: es una contraseña muy común, elegí otra'));
    await screen.findByText('Hola, Bruno');
    type('password123', 'password123');
    await screen.findByText('Es una contraseña muy común, elegí otra');
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeTruthy();
  });

  it('says the link is no longer valid when it is unknown, used or expired (404)', async () => {
    await openReset(fail(404, 'NOT_FOUND'));
    await screen.findByRole('heading', { name: 'Este enlace ya no es válido' });
    expect(screen.queryByLabelText(named('Contraseña nueva'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a ingresar' }).getAttribute('href')).toBe('/login');
  });
});
