import { z } from 'zod';

/** One role set for powers and accesses (DECISIONS.md "Roles"); `initial` means "no role". */
export const Role = z.enum(['root', 'admin', 'operator', 'delivery', 'initial']);
export type Role = z.infer<typeof Role>;

export const roleLabel: Record<Role, string> = {
  root: 'Root',
  admin: 'Administrador',
  operator: 'Operador',
  delivery: 'Repartidor',
  initial: 'Sin rol',
};

export const managerRoles = ['root', 'admin'] as const satisfies readonly Role[];
export const staffRoles = ['root', 'admin', 'operator', 'delivery', 'initial'] as const satisfies readonly Role[];
/** Who works orders: status, preparation, rider, printing and the one-tap actions (kitchen and counter). */
export const orderWorkerRoles = ['root', 'admin', 'operator'] as const satisfies readonly Role[];
/** Who may change delivery and payment status: the order workers and the riders. */
export const deliveryStaffRoles = ['root', 'admin', 'operator', 'delivery'] as const satisfies readonly Role[];

export const isManager = (role: Role | undefined | null): boolean =>
  role === 'root' || role === 'admin';

export const isOrderWorker = (role: Role | undefined | null): boolean =>
  role === 'root' || role === 'admin' || role === 'operator';
