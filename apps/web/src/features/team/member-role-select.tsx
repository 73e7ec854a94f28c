import { roleLabel } from '@comanda/contract/roles';
import type { Role } from '@comanda/contract/roles';
import type { TeamMember } from '@comanda/contract/team';
import { NativeSelect } from '@mantine/core';
import { messages } from '../../lib/messages';
import { actionToast } from '../../lib/toast';
import { memberName } from './member-name';
import { grantableRoles } from './team-roles';
import { useUpdateMember } from './use-team';

const text = messages.team;

/** The member's role, changed as soon as another is picked (refusals such as TEAM:LAST_ADMIN in a toast). */
export function MemberRoleSelect({ member, callerRole }: { member: TeamMember; callerRole: Role }) {
  const update = useUpdateMember(member);
  const roles = grantableRoles(callerRole);
  const change = (role: Role) => {
    if (role === member.role) return;
    void actionToast(update.mutateAsync({ role }), {
      loading: text.changingRole,
      success: text.roleChanged,
      error: text.changeFailed,
    });
  };
  return (
    <NativeSelect
      label={text.role}
      aria-label={text.roleOf(memberName(member))}
      data={roles.map((role) => ({ value: role, label: roleLabel[role] }))}
      value={member.role}
      onChange={(event) => change(event.currentTarget.value as Role)}
      disabled={update.isPending}
      size="sm"
      maw={220}
    />
  );
}
