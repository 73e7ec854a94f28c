import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { DashboardPanel } from './dashboard-panel';

/**
 * / (managers): the turn panel the route table passes in (so this feature imports no other),
 * then the dashboard of the open turn, kept fresh by the live stream.
 */
export function HomeScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <PageTitle>{messages.screens.home}</PageTitle>
      <Stack gap="lg">
        {children}
        <DashboardPanel />
      </Stack>
    </>
  );
}
