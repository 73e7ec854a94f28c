import type { Role } from '@comanda/contract/roles';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../auth/use-auth';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { InvitationCard } from './invitation-card';
import { InviteDialog } from './invite-dialog';
import { MemberCard } from './member-card';
import { TeamSection } from './team-section';
import { useTeamInvitations, useTeamMembers } from './use-team';

const text = messages.team;

/** /settings/team (admin and root), for the signed-in manager. */
export function TeamScreen() {
  const { role, credentials } = useAccess();
  return <TeamView callerRole={role} selfUserId={credentials.user.id} />;
}

/** The store's members and pending invitations, and 'Invitar'. */
export function TeamView({ callerRole, selfUserId }: { callerRole: Role; selfUserId: string }) {
  const members = useTeamMembers();
  const invitations = useTeamInvitations();
  const [inviting, setInviting] = useState(false);
  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{text.title}</PageTitle>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
          {text.invite}
        </Button>
      </Group>
      <TeamSection title={text.members} query={members}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {list.data.map((member) => (
              <MemberCard
                key={member.power_id}
                member={member}
                callerRole={callerRole}
                isSelf={member.user.id === selfUserId}
              />
            ))}
          </SimpleGrid>
        )}
      </TeamSection>
      <TeamSection title={text.invitations} query={invitations}>
        {(list) =>
          list.data.length === 0 ? (
            <Text size="sm">{text.noInvitations}</Text>
          ) : (
            <Stack gap="xs">
              {list.data.map((invitation) => (
                <InvitationCard key={invitation.id} invitation={invitation} />
              ))}
            </Stack>
          )
        }
      </TeamSection>
      <InviteDialog opened={inviting} callerRole={callerRole} onClose={() => setInviting(false)} />
    </Stack>
  );
}
