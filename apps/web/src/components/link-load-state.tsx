import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { messages } from '../lib/messages';
import { errorDetails } from '../lib/toast';
import { LinkPageFrame } from './link-page-frame';

const text = messages.oneTimeLink;

/** The view behind a one-time link: loading, gone ('Este enlace ya no es válido'), failed, or shown. */
export function LinkLoadState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={messages.app.loading} />
      </Center>
    );
  }
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <LinkPageFrame title={text.invalid}>
        <Stack gap="md">
          <Text>{text.invalidHint}</Text>
          <Button component={Link} to="/login" variant="light">
            {text.goToLogin}
          </Button>
        </Stack>
      </LinkPageFrame>
    );
  }
  if (query.isError) {
    return (
      <Center mih="100dvh" p="md">
        <Alert color="red" variant="light" maw={440}>
          {text.loadFailed(errorDetails(query.error))}
        </Alert>
      </Center>
    );
  }
  return children(query.data);
}
