import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { baseMessages } from '../lib/base-messages';

/** Replaces the router's English error screen when a screen throws while rendering. */
export function CrashPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>{baseMessages.crash.title}</Title>
        <Text>{baseMessages.crash.description}</Text>
        <Button onClick={() => window.location.reload()}>{baseMessages.crash.reload}</Button>
      </Stack>
    </Center>
  );
}
