/** True when a query failed on the unique constraint or index `constraint` (both drivers say so). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}
