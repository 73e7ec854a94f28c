import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiAuthPort } from '../api/api-client';
import { createApiClient } from '../api/api-client';
import { ApiContext } from '../api/api-context';
import { fetchTransport } from '../api/http-transport';
import { DEVICE_ID } from './demo-data';
import type { FakeFetch } from './fake-fetch';
import { createFakeFetch } from './fake-fetch';
import { installJsdomPolyfills } from './jsdom-polyfills';

const signedIn: ApiAuthPort = {
  sessionToken: () => 'session-1',
  accessToken: () => 'access-1',
  deviceId: () => DEVICE_ID,
  canReaccess: () => false,
  reaccess: () => Promise.resolve(false),
};

export interface RenderWithAppOptions {
  /** The route pattern the element sits on (`/catalogue/articles/:id`). */
  path?: string;
  /** The location opened first. */
  at?: string;
  server?: FakeFetch;
}

/**
 * Renders a screen with what the app gives it (Mantine, toasts, TanStack Query, the API client
 * and a router) over a fake server: requests really go through the one API client.
 */
export function renderWithApp(ui: ReactElement, options: RenderWithAppOptions = {}) {
  installJsdomPolyfills();
  const server = options.server ?? createFakeFetch();
  const transport = fetchTransport(server.fetch);
  const api = createApiClient({ transport, uploadTransport: transport, auth: signedIn });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = options.path ?? '/';
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiContext value={api}>
          <MemoryRouter initialEntries={[options.at ?? path]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </ApiContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, server, queryClient };
}
