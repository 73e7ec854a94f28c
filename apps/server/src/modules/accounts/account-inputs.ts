import { z } from 'zod';
import { Slug } from '@comanda/contract/common';
import { normalisePhone } from '@comanda/contract/phone';
import { Role } from '@comanda/contract/roles';
import { AppError, badRequest } from '../../http/app-error';

export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_TIMEZONE = 'America/Argentina/Buenos_Aires';

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const Email = z.string().trim().toLowerCase().pipe(z.email('email invalido'));
const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `la contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(200);
const Name = z.string().trim().min(1, 'no puede estar vacio').max(100);

export const NewStoreInput = z.object({
  name: Name,
  slug: Slug,
  timezone: z
    .string()
    .default(DEFAULT_TIMEZONE)
    .refine(isTimeZone, 'zona horaria desconocida (ej. America/Argentina/Buenos_Aires)'),
  logoUrl: z.string().min(1).nullable().default(null),
});
export type NewStoreInput = z.input<typeof NewStoreInput>;

export const NewUserInput = z.object({
  email: Email,
  firstName: Name,
  lastName: Name,
  phone: z.string().trim().min(1).nullable().default(null),
  password: Password,
});
export type NewUserInput = z.input<typeof NewUserInput>;

export const PowerInput = z.object({ email: Email, storeSlug: Slug, role: Role });
export type PowerInput = z.input<typeof PowerInput>;

export const PowerTarget = z.object({ email: Email, storeSlug: Slug });
export type PowerTarget = z.input<typeof PowerTarget>;

export const PasswordInput = z.object({ email: Email, password: Password });
export type PasswordInput = z.input<typeof PasswordInput>;

export const UserTarget = z.object({ email: Email });
export type UserTarget = z.input<typeof UserTarget>;

/** Checks an input; a problem becomes BAD_REQUEST naming the field ("email: email invalido"). */
export function parseInput<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'valor'}: ${issue.message}`);
  throw badRequest(`Error en los parametros: ${details.join('; ')}`);
}

/** Phones are kept in E.164 by the contract's one normaliser (Argentine when no country code). */
export function requirePhone(phone: string): string {
  const normalised = normalisePhone(phone);
  if (normalised === null) throw new AppError('VO:PHONE:INVALID');
  return normalised;
}
