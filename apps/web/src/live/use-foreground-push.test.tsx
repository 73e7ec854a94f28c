import { MantineProvider } from '@mantine/core';
import { Notifications, cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakePush, installFakePush } from '../test/fake-push';
import { installJsdomPolyfills } from '../test/jsdom-polyfills';
import { readForegroundPush, useForegroundPush } from './use-foreground-push';

function Page() {
  useForegroundPush();
  return <p>en {useLocation().pathname}</p>;
}

function renderPage(push: FakePush) {
  installJsdomPolyfills();
  render(
    <MantineProvider>
      <Notifications />
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return (data: unknown) => void fireEvent(push.serviceWorker as Element, new MessageEvent('message', { data }));
}

let push: FakePush | undefined;
afterEach(() => {
  cleanup();
  cleanNotifications();
  push?.uninstall();
  push = undefined;
});

const message = {
  type: 'comanda-push',
  title: 'Nueva orden #42',
  body: 'Ana Prueba · 12.345,50 ARS',
  url: '/orders/5b7c0f57-0000-4000-8000-000000000042',
};

describe('useForegroundPush', () => {
  it("shows a push the service worker posts as a toast with its title and body; 'Ver' opens its page", async () => {
    push = installFakePush();
    const post = renderPage(push);
    post(message);
    const toast = await screen.findByRole('alert');
    within(toast).getByText('Nueva orden #42');
    within(toast).getByText('Ana Prueba · 12.345,50 ARS');
    fireEvent.click(within(toast).getByRole('button', { name: 'Ver' }));
    await screen.findByText(`en ${message.url}`);
  });

  it('opens the page when the toast itself is clicked, not when it is closed', async () => {
    push = installFakePush();
    const post = renderPage(push);
    post(message);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Cerrar aviso' }));
    screen.getByText('en /orders');
    post({ ...message, title: 'Nueva orden #43', url: '/orders/otra' });
    fireEvent.click(await screen.findByText('Nueva orden #43'));
    await screen.findByText('en /orders/otra');
  });

  it('ignores other messages', async () => {
    push = installFakePush();
    const post = renderPage(push);
    post({ type: 'otro', title: 'x' });
    post('texto');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('readForegroundPush', () => {
  it('keeps the url to a path of this site', () => {
    expect(readForegroundPush({ ...message, url: 'https://otro.test/x' })?.url).toBe('/orders');
    expect(readForegroundPush({ ...message, url: '//otro.test/x' })?.url).toBe('/orders');
    expect(readForegroundPush({ type: 'comanda-push', title: 'Prueba' })).toEqual({
      type: 'comanda-push',
      title: 'Prueba',
      body: '',
      url: '/orders',
    });
    expect(readForegroundPush({ type: 'comanda-push', title: '' })).toBeNull();
  });
});
