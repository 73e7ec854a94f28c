import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';

/**
 * / (managers): the dashboard of the open turn. The route table passes the panels in (the turn
 * panel for now), so this feature imports no other.
 */
export function HomeScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <PageTitle>{messages.screens.home}</PageTitle>
      <Stack gap="lg">{children}</Stack>
    </>
  );
}
