import type { Role } from '@comanda/contract/roles';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { allNotificationKeys, notificationSettings, settingsPaths } from '../../../test/settings-data';
import { NotificationSettings } from './notification-settings';

function renderNotifications(role: Role, offered = allNotificationKeys) {
  const server = createFakeFetch();
  server.on('GET', settingsPaths.notificationKeys, ok(offered));
  server.on('GET', settingsPaths.notifications, ok(notificationSettings()));
  server.on('GET', settingsPaths.vapidPublicKey, ok({ key: 'BElzYWJsZQ' }));
  server.on('PUT', settingsPaths.notifications, (request: RecordedRequest) =>
    ok({ ...notificationSettings(), ...(request.body as object) }),
  );
  return renderWithApp(<NotificationSettings role={role} />, { server });
}

afterEach(cleanup);

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
});
