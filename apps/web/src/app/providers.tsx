import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiContext } from '../api/api-context';
import type { AuthRuntime } from '../auth/create-auth';
import { AuthProvider } from '../auth/auth-provider';
import { LiveSourceContext } from '../live/live-source-context';
import type { QueryClientSlot } from './query-client-slot';
import { QueryClientSlotContext } from './query-client-slot';
import { ResetQueriesOnSwitch } from './reset-queries-on-switch';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  runtime: AuthRuntime;
  /** The query cache; by default the lobby or the shell makes one when first shown. */
  queryClient?: QueryClient;
  /** Reads the live stream (tests pass a fake); the page's fetch by default. */
  streamFetch?: typeof fetch;
  children: ReactNode;
}

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

// Looked up at call time, so a fetch replaced after start-up (tests, extensions) is the one used.
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function Providers({ runtime, queryClient, streamFetch = pageFetch, children }: ProvidersProps) {
  const [querySlot] = useState<QueryClientSlot>(() => ({ current: queryClient ?? null }));
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
      <QueryClientSlotContext value={querySlot}>
        <ApiContext value={runtime.api}>
          <AuthProvider auth={runtime.auth}>
            <ResetQueriesOnSwitch />
            <LiveSourceContext value={liveSource}>{children}</LiveSourceContext>
          </AuthProvider>
        </ApiContext>
      </QueryClientSlotContext>
    </MantineProvider>
  );
}
