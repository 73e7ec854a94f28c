import { roleLabel } from '@comanda/contract/roles';
import type { Role } from '@comanda/contract/roles';
import type { TeamMember } from '@comanda/contract/team';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDateTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { MemberActiveButton } from './member-active-button';
import { MemberHistoryButton } from './member-history-button';
import { memberContact, memberName } from './member-name';
import { MemberRoleSelect } from './member-role-select';
import { PasswordResetButton } from './password-reset-button';
import { canChangeMember } from './team-roles';

const text = messages.team;

export interface MemberCardProps {
  member: TeamMember;
  callerRole: Role;
  /** The signed-in user's own row. */
  isSelf: boolean;
}

/** One member: name, contact, role, active and last access, with what the caller may change. */
export function MemberCard({ member, callerRole, isSelf }: MemberCardProps) {
  const timeZone = useStoreTimeZone();
  const nameId = useId();
  const name = memberName(member);
  const changeable = canChangeMember(callerRole, member.role);
  const contact = memberContact(member);
  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} id={nameId}>
              {isSelf ? `${name} ${text.you}` : name}
            </Text>
            {contact.length > 0 ? (
              contact.map((value) => (
                <Text key={value} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              ))
            ) : (
              <Text size="sm">{text.noContact}</Text>
            )}
          </div>
          <Group gap={6}>
            <Badge variant="outline" color="gray.8">
              {roleLabel[member.role]}
            </Badge>
            <Badge color={member.active ? 'teal.9' : 'red.9'} autoContrast>
              {member.active ? text.active : text.inactive}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {`${text.lastAccess}: ${member.last_access_at ? formatDateTimeIn(member.last_access_at, timeZone) : text.never}`}
        </Text>
        {changeable ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <MemberRoleSelect member={member} callerRole={callerRole} />
            <MemberActiveButton member={member} />
            <PasswordResetButton member={member} />
            <MemberHistoryButton member={member} />
          </Group>
        ) : (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {text.rootLocked}
            </Text>
            <MemberHistoryButton member={member} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
