import type { Role } from '@comanda/contract/roles';
import { isManager } from '@comanda/contract/roles';

/**
 * What a role may change on an order (SPEC.md section 6, DECISIONS.md "Roles"); the server
 * enforces the same rules, these only disable the controls.
 */
export const orderPermissions = (role: Role) => ({
  status: isManager(role),
  print: isManager(role),
  preparation: isManager(role),
  rider: isManager(role),
  delivery: isManager(role) || role === 'delivery',
  payment: isManager(role) || role === 'delivery',
});

export type OrderPermissions = ReturnType<typeof orderPermissions>;
