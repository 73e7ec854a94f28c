import type { Role } from '@comanda/contract/roles';
import { isOrderWorker } from '@comanda/contract/roles';

/**
 * What a role may change on an order (SPEC.md section 6, DECISIONS.md "Roles"): root, admin and
 * operator work orders; delivery changes delivery and payment only ('Entregado', 'Cobrado');
 * initial reads. The server enforces the same rules, these only disable or hide the controls.
 */
export const orderPermissions = (role: Role) => {
  const worker = isOrderWorker(role);
  const rider = worker || role === 'delivery';
  return {
    status: worker,
    print: worker,
    preparation: worker,
    rider: worker,
    delivery: rider,
    payment: rider,
    accept: worker,
    reject: worker,
    ready: worker,
    dispatch: worker,
    delay: worker,
    seen: worker,
    delivered: rider,
    paid: rider,
  };
};

export type OrderPermissions = ReturnType<typeof orderPermissions>;
