import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '../../auth/auth-context';
import { authHarness } from '../../test/auth-harness';
import { DEVICE_ID } from '../../test/demo-data';
import { fail } from '../../test/fake-fetch';
import { installJsdomPolyfills } from '../../test/jsdom-polyfills';
import { LoginPage } from './login-page';

const SIGN_IN = '/v1/backoffice/auth/sign_in';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderLogin() {
  installJsdomPolyfills();
  const harness = authHarness({ device_id: DEVICE_ID });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/lobby', element: <h1>lobby</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <AuthContext value={harness.runtime.auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </MantineProvider>,
  );
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Contraseña', { exact: true });
  const submit = screen.getByRole('button', { name: 'Ingresar' });
  return { ...harness, router, email, password, submit };
}

describe('login form', () => {
  it('names both empty fields, focuses the first and sends nothing; the message goes as one types', async () => {
    const { server, email, password, submit } = renderLogin();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Campo requerido')).toHaveLength(2));
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo('POST', SIGN_IN)).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'ana@tienda.test' } });
    await waitFor(() => expect(screen.getAllByText('Campo requerido')).toHaveLength(1));
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Campo requerido');
  });

  it('signs in with the user name trimmed and goes on to the lobby', async () => {
    const { server, router, email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: '  ana@tienda.test ' } });
    fireEvent.change(password, { target: { value: 'secreto-1' } });
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'lobby' });
    expect(router.state.location.pathname).toBe('/lobby');
    expect(server.requestsTo('POST', SIGN_IN)[0]?.body).toEqual({
      username: 'ana@tienda.test',
      password: 'secreto-1',
    });
  });

  it('stays on the login with a toast when the credentials are wrong', async () => {
    const { server, router, email, password, submit } = renderLogin();
    server.on('POST', SIGN_IN, fail(401, 'USER:CREDENTIALS:INVALID'));
    fireEvent.change(email, { target: { value: 'ana@tienda.test' } });
    fireEvent.change(password, { target: { value: 'otra' } });
    fireEvent.click(submit);
    await screen.findByText('Usuario o Contraseña invalidos');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeTruthy();
  });
});
