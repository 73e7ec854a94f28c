import { isManager, type Role } from '@comanda/contract/roles';
import { forbidden } from '../../http/app-error';

/*
 * Who may do what to the team (DECISIONS.md "Team"): admins and roots run it; only a root
 * touches a root's power or hands out root.
 */

/** An admin may invite admin, operator, delivery or initial; only a root invites a root. */
export function checkMayGrant(callerRole: Role, role: Role): void {
  if (role === 'root' && callerRole !== 'root') throw forbidden();
}

/** An admin cannot change, deactivate or reset a root. */
export function checkMayManage(callerRole: Role, targetRole: Role): void {
  if (targetRole === 'root' && callerRole !== 'root') throw forbidden();
}

/** Whether a power keeps the store run: active, an admin or root, of an active user. */
export const runsTheStore = (power: { role: Role; active: boolean; userActive: boolean }): boolean =>
  power.active && power.userActive && isManager(power.role);
