import type { InvitationView } from '@comanda/contract/team';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID, POWER_ID, token } from '../../test/demo-data';
import { fail, ok } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render-signed-in';
import { InvitationPage } from './invitation-page';

const VIEW = '/v1/invitations/tok123';
const ACCEPT = '/v1/invitations/tok123/accept';

const invitation: InvitationView = {
  store: { name: 'Comanda Centro', slug: 'centro', logo_url: null },
  role: 'delivery',
  expires_at: '2025-03-08T12:00:00.000Z',
  email: null,
  first_name: 'Rita',
  last_name: null,
  phone: '+5493415123456',
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderInvitation(stored: Record<string, string> = { device_id: DEVICE_ID }) {
  return renderSignedIn([{ path: '/invitacion/:token', element: <InvitationPage /> }], '/invitacion/tok123', stored, (server) =>
    server.on('GET', VIEW, ok(invitation)),
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('invitation page', () => {
  it('shows the store and role, and a new person who accepts is signed in and lands in the lobby', async () => {
    const { server, storage, router, runtime } = await renderInvitation();
    server.on('POST', ACCEPT, ok(token('session-invited')));

    expect(await screen.findByRole('heading', { name: 'Comanda Centro' })).toBeTruthy();
    expect(screen.getByText('Te invitaron como Repartidor')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nombre', { exact: false }).value).toBe('Rita');
    expect(screen.getByLabelText<HTMLInputElement>('Teléfono (opcional)').value).toBe('+5493415123456');

    fill('Apellido', 'Moto');
    fill('Email', 'rita@comanda.test');
    fill('Contraseña', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    expect(await screen.findByText('debe tener al menos 8 caracteres')).toBeTruthy();
    expect(server.requestsTo('POST', ACCEPT)).toHaveLength(0);

    fill('Contraseña', 'entregas-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby'));
    expect(server.requestsTo('POST', ACCEPT)[0]?.body).toEqual({
      first_name: 'Rita',
      last_name: 'Moto',
      email: 'rita@comanda.test',
      phone: '+5493415123456',
      password: 'entregas-2025',
    });
    expect(storage.getItem('session')).toBe('session-invited');
    expect(runtime.auth.getState()).toEqual({ status: 'session' });
  });

  it('replaces a session already open in this browser, store included', async () => {
    const { server, storage } = await renderInvitation({
      device_id: DEVICE_ID,
      session: 'session-0',
      power_id: POWER_ID,
      access: 'access-0',
    });
    server.on('POST', ACCEPT, ok(token('session-invited')));
    await screen.findByRole('heading', { name: 'Comanda Centro' });
    fireEvent.click(screen.getByText('Ya tengo cuenta'));
    fill('Email', 'admin@comanda.test');
    fill('Contraseña', 'comanda');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar y aceptar' }));
    await waitFor(() => expect(storage.getItem('session')).toBe('session-invited'));
    expect(storage.getItem('power_id')).toBeNull();
    expect(server.requestsTo('POST', ACCEPT)[0]?.body).toEqual({ email: 'admin@comanda.test', password: 'comanda' });
  });

  it('says a wrong password, and that one is already part of the team', async () => {
    const { server } = await renderInvitation();
    await screen.findByRole('heading', { name: 'Comanda Centro' });
    fireEvent.click(screen.getByText('Ya tengo cuenta'));
    fill('Email', 'admin@comanda.test');
    fill('Contraseña', 'mal');

    server.on('POST', ACCEPT, fail(401, 'USER:CREDENTIALS:INVALID'));
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar y aceptar' }));
    expect(await screen.findByText('El email o la contraseña no son correctos.')).toBeTruthy();

    server.on('POST', ACCEPT, fail(409, 'TEAM:ALREADY_MEMBER'));
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar y aceptar' }));
    expect(await screen.findByText('Ya sos parte del equipo de esta tienda')).toBeTruthy();
  });

  it('says a used, revoked or expired link is no longer valid, with the way to sign in', async () => {
    const { server, queryClient } = await renderInvitation();
    server.on('GET', VIEW, fail(404, 'NOT_FOUND'));
    await queryClient.resetQueries();
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no es válido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/login');
  });
});
