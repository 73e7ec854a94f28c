import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { messages } from '../lib/messages';

interface LinkPageFrameProps {
  title: string;
  /** A line under the title ('Hola, Ana'). */
  subtitle?: string;
  /** Wider for longer forms (the first setup). */
  width?: number;
  children: ReactNode;
}

/** A page opened from a link, outside the store's shell like the login: one card that fits a phone. */
export function LinkPageFrame({ title, subtitle, width = 440, children }: LinkPageFrameProps) {
  useDocumentTitle(`${title} · ${messages.app.name}`);
  return (
    <Center component="main" mih="100dvh" p={{ base: 'xs', xs: 'md' }} bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={width}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
