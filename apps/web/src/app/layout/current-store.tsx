import { ActionIcon, Group, Text } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { roleLabel } from '@comanda/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context';
import { powersQuery } from '../../auth/powers-query';
import { useAccess } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import { HintTooltip } from '../../components/hint-tooltip';

/** The chosen store and role, with the way back to the lobby. */
export function CurrentStore({ onNavigate }: { onNavigate: () => void }) {
  const api = useApi();
  const { powerId, role, credentials } = useAccess();
  const { user } = credentials;
  const powers = useQuery(powersQuery(api));
  const power = powers.data?.data.find((candidate) => candidate.id === powerId);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {power?.store.name ?? messages.app.name}
        </Text>
        <Text size="xs" c="dimmed">
          {roleLabel[role]}
        </Text>
        {/* The header has no room for the name on phones. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm" truncate>
          {`${user.last_name} ${user.first_name}`}
        </Text>
      </div>
      <HintTooltip label={messages.header.changeStore}>
        <ActionIcon
          component={Link}
          to="/lobby"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={messages.header.changeStore}
          onClick={onNavigate}
        >
          <IconSwitchHorizontal size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </HintTooltip>
    </Group>
  );
}
