import type { Role } from '@comanda/contract/roles';
import { isOrderWorker } from '@comanda/contract/roles';

/**
 * Who pauses the store and adds extra minutes (DECISIONS.md "Roles"): root, admin and operator.
 * The server refuses the others; this only hides the controls.
 */
export const canControlStoreStatus = (role: Role): boolean => isOrderWorker(role);
