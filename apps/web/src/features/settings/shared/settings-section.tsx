import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** One titled part of a settings screen ('Envio', 'Efectivo'...), a region named by its title. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" maw={900}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
