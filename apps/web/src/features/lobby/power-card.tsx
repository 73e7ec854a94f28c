import type { Power } from '@comanda/contract/auth';
import { roleLabel } from '@comanda/contract/roles';
import { Badge, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages } from '../../lib/messages';
import classes from './power-card.module.css';
import { StoreLogo } from './store-logo';

interface PowerCardProps {
  power: Power;
  choosing: boolean;
  disabled: boolean;
  onChoose: (power: Power) => void;
}

/** One store access: logo, store name and role; choosing it opens that store. */
export function PowerCard({ power, choosing, disabled, onChoose }: PowerCardProps) {
  return (
    <UnstyledButton
      onClick={() => onChoose(power)}
      disabled={disabled || !power.active}
      aria-busy={choosing}
      className={classes.button}
    >
      <Paper withBorder radius="lg" p="md" className={classes.card}>
        <Group wrap="nowrap" gap="md">
          <StoreLogo name={power.store.name} url={power.store.logo_url} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="lg" truncate>
              {power.store.name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="gray" size="md">
                {roleLabel[power.role]}
              </Badge>
              {!power.active && (
                <Badge variant="outline" color="red" size="md">
                  {messages.lobby.inactive}
                </Badge>
              )}
            </Group>
          </Stack>
          {choosing && <Loader size="sm" aria-hidden />}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
