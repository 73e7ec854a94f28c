import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../../lib/messages';
import { errorDetails } from '../../../lib/toast';

export interface SettingsLoadProps<T> {
  query: UseQueryResult<T>;
  /** What to show once the settings are loaded. */
  children: (data: T) => ReactNode;
}

/** A spinner while settings load, the error text if they fail, then the form. */
export function SettingsLoad<T>({ query, children }: SettingsLoadProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.settings.loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {messages.settings.loadError(errorDetails(query.error))}
      </Alert>
    );
  }
  return children(query.data);
}
