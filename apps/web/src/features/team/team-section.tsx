import { Alert, Center, Loader, Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { messages } from '../../lib/messages';
import { errorDetails } from '../../lib/toast';

interface TeamSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A titled region of Equipo that shows its query's loader, error or data. */
export function TeamSection<T>({ title, query, children }: TeamSectionProps<T>) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {query.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label={messages.team.loading} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" variant="light">
          {errorDetails(query.error)}
        </Alert>
      )}
      {query.isSuccess && children(query.data)}
    </Paper>
  );
}
