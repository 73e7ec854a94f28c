import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiContext } from '../api/api-context';
import type { AuthRuntime } from '../auth/create-auth';
import { AuthProvider } from '../auth/auth-provider';
import { TOAST_DEFAULT_MS } from '../lib/toast';
import { ResetQueriesOnSwitch } from './reset-queries-on-switch';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  runtime: AuthRuntime;
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ runtime, queryClient, children }: ProvidersProps) {
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
            {children}
          </AuthProvider>
        </ApiContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
