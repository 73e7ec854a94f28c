import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiContext } from '../api/api-context';
import type { AuthRuntime } from '../auth/create-auth';
import { AuthProvider } from '../auth/auth-provider';
import { TOAST_DEFAULT_MS } from '../lib/toast';
import { LiveProvider } from '../live/live-provider';
import { ResetQueriesOnSwitch } from './reset-queries-on-switch';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  runtime: AuthRuntime;
  queryClient: QueryClient;
  /** Reads the live stream (tests pass a fake); the page's fetch by default. */
  streamFetch?: typeof fetch;
  children: ReactNode;
}

// Looked up at call time, so a fetch replaced after start-up (tests, extensions) is the one used.
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function Providers({ runtime, queryClient, streamFetch = pageFetch, children }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" autoClose={TOAST_DEFAULT_MS} />
      <QueryClientProvider client={queryClient}>
        <ApiContext value={runtime.api}>
          <AuthProvider auth={runtime.auth}>
            <ResetQueriesOnSwitch />
            <LiveProvider source={{ fetch: streamFetch, auth: runtime.authPort }}>{children}</LiveProvider>
          </AuthProvider>
        </ApiContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
