import type { Role } from '@comanda/contract/roles';

const grantableByAdmin: readonly Role[] = ['admin', 'operator', 'delivery', 'initial'];
const grantableByRoot: readonly Role[] = ['root', ...grantableByAdmin];

/** The roles a manager may give (DECISIONS.md "Team"): only a root gives root. */
export const grantableRoles = (callerRole: Role): readonly Role[] =>
  callerRole === 'root' ? grantableByRoot : grantableByAdmin;

/** An admin sees a root but cannot change it (the server answers 403). */
export const canChangeMember = (callerRole: Role, memberRole: Role): boolean =>
  memberRole !== 'root' || callerRole === 'root';
