import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ApiContext } from '../api/api-context';
import type { AuthRuntime } from '../auth/create-auth';
import { AuthProvider } from '../auth/auth-provider';
import { LiveSourceContext } from '../live/live-source-context';
import { ResetQueriesOnSwitch } from './reset-queries-on-switch';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  runtime: AuthRuntime;
  queryClient: QueryClient;
  /** Reads the live stream (tests pass a fake); the page's fetch by default. */
  streamFetch?: typeof fetch;
  children: ReactNode;
}

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

// Looked up at call time, so a fetch replaced after start-up (tests, extensions) is the one used.
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function Providers({ runtime, queryClient, streamFetch = pageFetch, children }: ProvidersProps) {
  const liveSource = useMemo(() => ({ fetch: streamFetch, auth: runtime.authPort }), [streamFetch, runtime]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ApiContext value={runtime.api}>
          <AuthProvider auth={runtime.auth}>
            <ResetQueriesOnSwitch />
            <LiveSourceContext value={liveSource}>{children}</LiveSourceContext>
          </AuthProvider>
        </ApiContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
