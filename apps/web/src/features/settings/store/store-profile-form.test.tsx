import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { StoreProfileScreen } from './store-profile-screen';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const profile = {
  name: 'Pizzeria Centro',
  slug: 'centro',
  logo_url: null,
  background_url: null,
  icon_url: null,
  timezone: 'America/Argentina/Buenos_Aires',
  phone: '+5493415123456',
};

describe('StoreProfileScreen, Telefono', () => {
  it("shows the store's phone and saves the one typed; the server keeps it in E.164", async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.profile, ok(profile));
    server.on('PUT', settingsPaths.profile, (request: RecordedRequest) => ok({ ...profile, ...(request.body as object), phone: '+5491155551234' }));
    renderWithApp(<StoreProfileScreen />, { server });

    const phone = await screen.findByLabelText<HTMLInputElement>('Telefono');
    await waitFor(() => expect(phone.value).toBe('+5493415123456'));
    fireEvent.change(phone, { target: { value: '011 15 5555-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.profile)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.profile)[0]?.body).toMatchObject({ phone: '011 15 5555-1234' });
    await waitFor(() => expect(phone.value).toBe('+5491155551234'));
  });

  it('sends an emptied phone, which clears it, and shows the refusal of one that is not a phone', async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.profile, ok(profile));
    server.on('PUT', settingsPaths.profile, fail(400, 'VO:PHONE:INVALID'));
    renderWithApp(<StoreProfileScreen />, { server });

    const phone = await screen.findByLabelText<HTMLInputElement>('Telefono');
    await waitFor(() => expect(phone.value).toBe('+5493415123456'));
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.profile)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.profile)[0]?.body).toMatchObject({ phone: '' });
    expect(await screen.findByText(/Telefono invalido/)).toBeTruthy();
  });
});
