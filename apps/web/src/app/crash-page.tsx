import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '../lib/messages';

/** Replaces the router's English error screen when a screen throws while rendering. */
export function CrashPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{messages.crash.title}</Title>
        <Text>{messages.crash.description}</Text>
        <Button onClick={() => window.location.reload()}>{messages.crash.reload}</Button>
      </Stack>
    </Center>
  );
}
