import type { TeamMember } from '@comanda/contract/team';

export const memberName = (member: TeamMember): string => `${member.user.first_name} ${member.user.last_name}`.trim();

/** Email and phone, as known. */
export const memberContact = (member: TeamMember): string[] =>
  [member.user.email, member.user.phone].filter((value): value is string => Boolean(value));
