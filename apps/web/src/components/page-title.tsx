import { Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { messages } from '../lib/messages';

/** The screen's heading, also used as the browser tab title; `mb` where a compact header needs less. */
export function PageTitle({ children, mb = 'md' }: { children: string; mb?: MantineSpacing | 0 }) {
  useDocumentTitle(`${children} · ${messages.app.name}`);
  return (
    <Title order={1} size="h2" mb={mb}>
      {children}
    </Title>
  );
}
