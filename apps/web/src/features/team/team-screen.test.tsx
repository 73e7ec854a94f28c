import type { TeamChange, TeamInvitation, TeamMember } from '@comanda/contract/team';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render-with-app';
import { TeamView } from './team-screen';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const ADMIN_USER = '00000000-0000-4000-8000-0000000000a1';
const list = <T,>(data: T[]) => ({ data, count: data.length, limit: 100, skip: 0 });

const member = (overrides: Partial<TeamMember> & { first_name: string; last_name: string }, id: string): TeamMember => {
  const { first_name, last_name, ...rest } = overrides;
  return {
    power_id: `00000000-0000-4000-8000-00000000010${id}`,
    role: 'operator',
    active: true,
    created_at: '2025-01-01T10:00:00.000Z',
    last_access_at: null,
    user: { id: `00000000-0000-4000-8000-00000000020${id}`, first_name, last_name, email: null, phone: null },
    ...rest,
  };
};

const ana = member({ first_name: 'Ana', last_name: 'Admin', role: 'admin', last_access_at: '2025-03-01T12:30:00.000Z' }, '1');
ana.user = { ...ana.user, id: ADMIN_USER, email: 'admin@comanda.test' };
const rita = member({ first_name: 'Rita', last_name: 'Moto', role: 'delivery' }, '2');
rita.user = { ...rita.user, phone: '+5493415123456' };
const rosa = member({ first_name: 'Rosa', last_name: 'Root', role: 'root' }, '3');

const pending: TeamInvitation = {
  id: '00000000-0000-4000-8000-000000000301',
  role: 'operator',
  email: 'nuevo@comanda.test',
  phone: null,
  first_name: null,
  last_name: null,
  created_at: '2025-03-01T12:00:00.000Z',
  expires_at: '2025-03-08T12:00:00.000Z',
  invited_by: 'Ana Admin',
};

function teamServer() {
  const server = createFakeFetch();
  server.on('GET', '/v1/backoffice/store', ok({
    id: '00000000-0000-4000-8000-000000000401',
    name: 'Comanda Centro',
    slug: 'centro',
    city: 'Rosario',
    timezone: 'America/Argentina/Buenos_Aires',
    preparation_delay: 20,
  }));
  server.on('GET', '/v1/backoffice/team', ok(list([ana, rita, rosa])));
  server.on('GET', '/v1/backoffice/team/invitations', ok(list([pending])));
  return server;
}

const card = (name: string) => screen.findByRole('article', { name: new RegExp(name) });

describe('Equipo', () => {
  it('lists each member with contact, role, state and last access on the store’s clock, and the pending invitations', async () => {
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server: teamServer() });

    const anaCard = await card('Ana Admin');
    expect(within(anaCard).getByText('Ana Admin (vos)')).toBeTruthy();
    expect(within(anaCard).getByText('admin@comanda.test')).toBeTruthy();
    await within(anaCard).findByText('Último acceso: 01/03/2025, 09:30');
    const ritaCard = await card('Rita Moto');
    const ritaRole = within(ritaCard).getByRole<HTMLSelectElement>('combobox', { name: 'Rol de Rita Moto' });
    expect(ritaRole.selectedOptions[0]?.textContent).toBe('Repartidor');
    expect(within(await card('Rosa Root')).getByText('Root')).toBeTruthy();
    expect(within(ritaCard).getByText('Activo')).toBeTruthy();
    expect(within(ritaCard).getByText('Último acceso: Nunca')).toBeTruthy();

    const invitation = await screen.findByRole('article', { name: 'nuevo@comanda.test' });
    expect(within(invitation).getByText('Operador')).toBeTruthy();
    expect(within(invitation).getByText('Vence 08/03/2025, 09:00 · Invitó Ana Admin')).toBeTruthy();
  });

  it('shows an admin a root’s row without any change, and offers an admin no root role', async () => {
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server: teamServer() });

    const rosaCard = await card('Rosa Root');
    expect(within(rosaCard).getByText('Solo un root puede cambiar a un root.')).toBeTruthy();
    expect(within(rosaCard).queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(within(rosaCard).queryByRole('combobox', { name: /Rol de/ })).toBeNull();

    const ritaRole = within(await card('Rita Moto')).getByRole('combobox', { name: 'Rol de Rita Moto' });
    const options = within(ritaRole).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Administrador', 'Operador', 'Repartidor', 'Sin rol']);
  });

  it('invites by phone and shows the link once, to copy, as a QR and for WhatsApp with the store and role', async () => {
    const server = teamServer();
    server.on('POST', '/v1/backoffice/team/invitations', () => ({
      status: 201,
      body: {
        result: {
          id: '00000000-0000-4000-8000-000000000302',
          role: 'delivery',
          url: 'http://comanda.test/invitacion/tok123',
          expires_at: '2025-03-08T12:00:00.000Z',
          emailed: false,
        },
      },
    }));
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server });

    fireEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al equipo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear invitación' }));
    expect(await within(dialog).findByText('Indicá un email o un teléfono')).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/backoffice/team/invitations')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Teléfono'), { target: { value: '0341 155-123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear invitación' }));
    await waitFor(() => expect(server.requestsTo('POST', '/v1/backoffice/team/invitations')).toHaveLength(1));
    expect(server.requestsTo('POST', '/v1/backoffice/team/invitations')[0]?.body).toEqual({
      role: 'delivery',
      phone: '0341 155-123456',
    });

    const link = await within(dialog).findByLabelText<HTMLInputElement>('Enlace');
    expect(link.value).toBe('http://comanda.test/invitacion/tok123');
    expect(within(dialog).getByText(/Compartí este enlace/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    const whatsapp = new URL(within(dialog).getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5493415123456');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Te invitaron al equipo de Comanda Centro como Repartidor en Comanda. Aceptá la invitación desde este enlace: http://comanda.test/invitacion/tok123',
    );
    expect(await within(dialog).findByRole('img', { name: 'Código QR del enlace' })).toBeTruthy();
  });

  it('says the refusal to leave the store without an admin in Spanish', async () => {
    const server = teamServer();
    server.on('PUT', `/v1/backoffice/team/${ana.power_id}`, fail(409, 'TEAM:LAST_ADMIN'));
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server });

    const anaRole = within(await card('Ana Admin')).getByRole('combobox', { name: 'Rol de Ana Admin' });
    fireEvent.change(anaRole, { target: { value: 'operator' } });
    await screen.findByText('No se pudo cambiar: La tienda tiene que conservar al menos un administrador activo');
    expect(server.requestsTo('PUT', `/v1/backoffice/team/${ana.power_id}`)[0]?.body).toEqual({ role: 'operator' });
  });

  it('deactivates a member only after the confirm', async () => {
    const server = teamServer();
    server.on('PUT', `/v1/backoffice/team/${rita.power_id}`, (request: RecordedRequest) =>
      ok({ ...rita, ...(request.body as object) }),
    );
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server });

    fireEvent.click(within(await card('Rita Moto')).getByRole('button', { name: 'Desactivar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar a Rita Moto?' });
    expect(server.requestsTo('PUT', `/v1/backoffice/team/${rita.power_id}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(server.requestsTo('PUT', `/v1/backoffice/team/${rita.power_id}`)).toHaveLength(1));
    expect(server.requestsTo('PUT', `/v1/backoffice/team/${rita.power_id}`)[0]?.body).toEqual({ active: false });
    await screen.findByText('Miembro desactivado');
  });

  it('shows a member’s history in Spanish, each with who and when', async () => {
    const server = teamServer();
    const changes: TeamChange[] = [
      {
        seq: 7,
        at: '2025-03-02T15:00:00.000Z',
        kind: 'team:role:changed',
        power_id: rita.power_id,
        invitation_id: null,
        subject: 'Rita Moto',
        from: 'operator',
        to: 'delivery',
        actor: { kind: 'user', user_id: ADMIN_USER, name: 'Ana Admin' },
      },
    ];
    server.on('GET', '/v1/backoffice/team/changes', ok(list(changes)));
    renderWithApp(<TeamView callerRole="admin" selfUserId={ADMIN_USER} />, { server });

    fireEvent.click(within(await card('Rita Moto')).getByRole('button', { name: 'Historial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Rita Moto' });
    expect(await within(dialog).findByText('Rol cambiado de Operador a Repartidor')).toBeTruthy();
    expect(within(dialog).getByText('Ana Admin · 02/03/2025, 12:00')).toBeTruthy();
    expect(server.requestsTo('GET', '/v1/backoffice/team/changes')[0]?.search).toContain(`power_id=${rita.power_id}`);
  });
});
