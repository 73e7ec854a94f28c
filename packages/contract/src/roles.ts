import { z } from 'zod';

/** One role set for powers and accesses (DECISIONS.md "Roles"); `initial` means "no role". */
export const Role = z.enum(['root', 'admin', 'delivery', 'initial']);
export type Role = z.infer<typeof Role>;

export const roleLabel: Record<Role, string> = {
  root: 'Root',
  admin: 'Administrador',
  delivery: 'Repartidor',
  initial: 'Sin rol',
};

export const managerRoles = ['root', 'admin'] as const satisfies readonly Role[];
export const staffRoles = ['root', 'admin', 'delivery', 'initial'] as const satisfies readonly Role[];

export const isManager = (role: Role | undefined | null): boolean =>
  role === 'root' || role === 'admin';
