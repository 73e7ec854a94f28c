import { roleLabel } from '@comanda/contract/roles';
import { teamRoutes } from '@comanda/contract/team';
import type { TeamInvitation } from '@comanda/contract/team';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { formatDateTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { actionToast } from '../../lib/toast';
import { useRefreshTeam } from './use-team';

const text = messages.team;

/** Who the invitation is for: names when given, then email and phone. */
export const invitationContact = (invitation: TeamInvitation): string =>
  [[invitation.first_name, invitation.last_name].filter(Boolean).join(' '), invitation.email, invitation.phone]
    .filter(Boolean)
    .join(' · ');

/** A pending invitation: role, contact, expiry, who invited, and 'Revocar'. */
export function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  const api = useApi();
  const refresh = useRefreshTeam();
  const timeZone = useStoreTimeZone();
  const revoke = useMutation({
    mutationFn: () => api.call(teamRoutes.revokeInvitation, { params: { id: invitation.id } }),
    onSettled: refresh,
  });
  const who = invitationContact(invitation);
  return (
    <Card component="article" aria-label={who} withBorder radius="md" padding="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="outline" color="gray.8">
              {roleLabel[invitation.role]}
            </Badge>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Text>
          </Group>
          <Text size="sm">
            {`${text.expires(formatDateTimeIn(invitation.expires_at, timeZone))} · ${text.invitedBy(invitation.invited_by)}`}
          </Text>
        </Stack>
        <Button
          variant="outline"
          color="red.9"
          size="sm"
          aria-label={text.revokeOf(who)}
          loading={revoke.isPending}
          onClick={() =>
            void actionToast(revoke.mutateAsync(), { loading: text.revoking, success: text.revoked, error: text.revokeFailed })
          }
        >
          {text.revoke}
        </Button>
      </Group>
    </Card>
  );
}
