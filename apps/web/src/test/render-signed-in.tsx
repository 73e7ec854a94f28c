import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiContext } from '../api/api-context';
import { AuthContext } from '../auth/auth-context';
import { authHarness } from './auth-harness';
import type { FakeFetch } from './fake-fetch';
import { installJsdomPolyfills } from './jsdom-polyfills';

/**
 * Renders routes with what the app gives them (Mantine, toasts, TanStack Query) and a real session
 * runtime, started from `stored`, over a fake server: the page's calls and the session's state are
 * the product's own. Every path not listed renders its name, so a navigation can be seen.
 */
export async function renderSignedIn(
  routes: RouteObject[],
  at: string,
  stored: Record<string, string> = {},
  /** Answers the page needs on its first render. */
  answer: (server: FakeFetch) => void = () => undefined,
) {
  installJsdomPolyfills();
  const harness = authHarness(stored);
  answer(harness.server);
  await harness.runtime.auth.start();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>other page</p> }], { initialEntries: [at] });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiContext value={harness.runtime.api}>
          <AuthContext value={harness.runtime.auth}>
            <RouterProvider router={router} />
          </AuthContext>
        </ApiContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...harness, router, queryClient };
}
