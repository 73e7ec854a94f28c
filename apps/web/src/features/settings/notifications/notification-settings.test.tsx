import type { Role } from '@comanda/contract/roles';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { type FakePush, installFakePush } from '../../../test/fake-push';
import { renderWithApp } from '../../../test/render-with-app';
import { allNotificationKeys, notificationSettings, settingsPaths } from '../../../test/settings-data';
import { NotificationSettings } from './notification-settings';

function renderNotifications(role: Role, offered = allNotificationKeys, serverToken: string | null = null) {
  const server = createFakeFetch();
  server.on('GET', settingsPaths.pushToken, ok({ token: serverToken }));
  server.on('PUT', settingsPaths.pushToken, (request: RecordedRequest) => ok(request.body));
  server.on('POST', settingsPaths.testMessage, ok({ queued: 1 }));
  server.on('GET', settingsPaths.notificationKeys, ok(offered));
  server.on('GET', settingsPaths.notifications, ok(notificationSettings()));
  server.on('GET', settingsPaths.vapidPublicKey, ok({ key: 'BElzYWJsZQ' }));
  server.on('PUT', settingsPaths.notifications, (request: RecordedRequest) =>
    ok({ ...notificationSettings(), ...(request.body as object) }),
  );
  return renderWithApp(<NotificationSettings role={role} />, { server });
}

let push: FakePush | undefined;
afterEach(() => {
  cleanup();
  cleanNotifications();
  push?.uninstall();
  push = undefined;
});

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const subscribeText = 'Activar notificaciones push en este dispositivo';
const unsubscribeText = 'Desactivar notificaciones push en este dispositivo';

describe('NotificationSettings', () => {
  it('shows a delivery user only the rider-assigned kind', async () => {
    renderNotifications('delivery');
    await screen.findByLabelText('WhatsApp: Me asignaron una entrega');
    expect(screen.getByLabelText('Push: Me asignaron una entrega')).toBeDefined();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByText('Nueva orden')).toBeNull();
  });

  it('shows a manager every kind and saves {whatsapp: {keys}, push: {keys}}', async () => {
    const { server } = renderNotifications('admin');
    await screen.findByLabelText('WhatsApp: Nueva orden');
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.getByLabelText<HTMLInputElement>('Push: Nueva orden').checked).toBe(true);

    fireEvent.click(screen.getByLabelText('WhatsApp: Cambio en el pago'));
    fireEvent.click(screen.getByLabelText('Push: Nueva orden'));
    fireEvent.click(screen.getByLabelText('Push: Cambio de repartidor'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.notifications)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.notifications)[0]?.body).toEqual({
      whatsapp: { keys: ['order:payment:changed'] },
      push: { keys: ['order:delivery:rider:changed'] },
    });
  });

  it('disables the push button with a Spanish reason where the browser has no push', async () => {
    renderNotifications('admin');
    await screen.findByText('Este navegador no admite notificaciones push.');
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Activar notificaciones push en este dispositivo',
    });
    expect(button.disabled).toBe(true);
  });

  it('leaves Enviar prueba por push disabled where the browser has no push; WhatsApp can be tried', async () => {
    renderNotifications('admin');
    await screen.findByText('Este navegador no admite notificaciones push.');
    expect(button('Enviar prueba por push').disabled).toBe(true);
    expect(button('Enviar prueba por WhatsApp').disabled).toBe(false);
  });

  it('subscribes this device: the server gets the subscription, and push can then be tried', async () => {
    push = installFakePush();
    const { server } = renderNotifications('delivery');
    await screen.findByText('Este dispositivo no recibe notificaciones push.');
    expect(button('Enviar prueba por push').disabled).toBe(true);
    screen.getByText('Para probar push, activa las notificaciones push en este dispositivo.');

    fireEvent.click(button(subscribeText));
    await screen.findByText('Este dispositivo recibe notificaciones push.');
    expect(server.requestsTo('PUT', settingsPaths.pushToken).map((request) => request.body)).toEqual([
      { token: push.token },
    ]);
    expect(push.isSubscribed()).toBe(true);

    fireEvent.click(button('Enviar prueba por push'));
    await screen.findByText('Prueba enviada');
    expect(server.requestsTo('POST', settingsPaths.testMessage).map((request) => request.body)).toEqual([
      { channel: 'push' },
    ]);
  });

  it('shows subscribed only when the server holds this browser subscription for this power', async () => {
    push = installFakePush({ subscribed: true });
    renderNotifications('admin', allNotificationKeys, push.token);
    await screen.findByText('Este dispositivo recibe notificaciones push.');
    expect(button('Enviar prueba por push').disabled).toBe(false);
    cleanup();

    // The browser is subscribed (for another store), this power is not: it may subscribe here too.
    const { server } = renderNotifications('admin', allNotificationKeys, null);
    await screen.findByText('Este dispositivo no recibe notificaciones push.');
    expect(button('Enviar prueba por push').disabled).toBe(true);
    fireEvent.click(button(subscribeText));
    await screen.findByRole('button', { name: unsubscribeText });
    expect(server.requestsTo('PUT', settingsPaths.pushToken).map((request) => request.body)).toEqual([
      { token: push.token },
    ]);
  });

  it("unsubscribes this power on this device, keeping the browser's subscription for other stores", async () => {
    push = installFakePush({ subscribed: true });
    const { server } = renderNotifications('admin', allNotificationKeys, push.token);
    fireEvent.click(await screen.findByRole('button', { name: unsubscribeText }));
    await screen.findByText('Este dispositivo no recibe notificaciones push.');
    expect(server.requestsTo('PUT', settingsPaths.pushToken).map((request) => request.body)).toEqual([{ token: null }]);
    expect(push.isSubscribed()).toBe(true);
    expect(button('Enviar prueba por push').disabled).toBe(true);
  });

  it('says the browser blocked notifications and leaves the button disabled', async () => {
    push = installFakePush({ permission: 'denied' });
    renderNotifications('admin');
    await screen.findByText('El navegador bloqueo las notificaciones: habilitalas en los permisos del sitio.');
    expect(button(subscribeText).disabled).toBe(true);
  });

  it("shows the server's error text when there is nothing to send to", async () => {
    const { server } = renderNotifications('admin');
    server.on('POST', settingsPaths.testMessage, fail(409, 'NOTIFICATIONS:WHATSAPP:NO_PHONE'));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar prueba por WhatsApp' }));
    await screen.findByText('Este usuario no tiene telefono');
    expect(server.requestsTo('POST', settingsPaths.testMessage).map((request) => request.body)).toEqual([
      { channel: 'whatsapp' },
    ]);
    expect(screen.queryByText('Prueba enviada')).toBeNull();
  });
});
