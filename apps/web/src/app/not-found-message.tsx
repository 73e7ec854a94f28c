import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../lib/messages';

/** 'Ups!' / 'Pagina no encontrada' (SPEC.md section 2), inside or outside the shell. */
export function NotFoundMessage() {
  useDocumentTitle(`${messages.notFound.description} · ${messages.app.name}`);
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconMoodSad size={36} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>{messages.notFound.title}</Title>
      <Text size="lg">{messages.notFound.description}</Text>
      <Button component={Link} to="/" variant="light">
        {messages.notFound.back}
      </Button>
    </Stack>
  );
}
