import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { messages } from '../lib/messages';

/** The screen's heading, also used as the browser tab title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(`${children} · ${messages.app.name}`);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
