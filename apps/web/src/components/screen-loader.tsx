import { Center, Loader, Stack, Text } from '@mantine/core';
import { baseMessages } from '../lib/base-messages';

/** Shown in the shell's main area while a screen's code loads, the first time it opens. */
export function ScreenLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{baseMessages.app.loading}</Text>
      </Stack>
    </Center>
  );
}
