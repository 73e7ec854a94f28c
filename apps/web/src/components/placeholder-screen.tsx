import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { messages } from '../lib/messages';
import { PageTitle } from './page-title';

/** Stands in for a screen that is not built yet; the route table swaps it for the real one. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper withBorder radius="lg" p="xl" maw={560}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconBarrierBlock size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {messages.placeholder.title}
          </Title>
          <Text c="dimmed">{messages.placeholder.description}</Text>
        </Stack>
      </Paper>
    </>
  );
}
