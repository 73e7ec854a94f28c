import { Center, Loader, Stack, Text } from '@mantine/core';
import { baseMessages } from '../lib/base-messages';

/** Shown while the session state loads (SPEC.md section 2 "Access rules"). */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed">{baseMessages.app.loading}</Text>
      </Stack>
    </Center>
  );
}
