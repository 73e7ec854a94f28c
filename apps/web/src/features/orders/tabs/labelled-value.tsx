import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over its value, for the read-only fields of the tabs. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}
