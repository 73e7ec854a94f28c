import { z } from 'zod';
import { IsoDateTime, SuccessText, Uuid } from './common';
import { listOf } from './list';
import { Role } from './roles';
import { defineRoute } from './route';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ACCESS_TTL_MS = 5 * 60 * 1000;
/** The client renews its access token this often (SPEC.md section 9). */
export const RENEW_ACCESS_EVERY_MS = 4 * 60 * 1000;

export const UserSummary = z.object({
  id: Uuid,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const StoreSummary = z.object({
  id: Uuid,
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
});

export const Power = z.object({
  id: Uuid,
  store: StoreSummary,
  user: UserSummary,
  role: Role,
  active: z.boolean(),
  created_at: IsoDateTime,
});
export type Power = z.infer<typeof Power>;

export const PowersList = listOf(Power);
export type PowersList = z.infer<typeof PowersList>;

export const TokenResponse = z.object({ token: z.string(), expired_at: IsoDateTime });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const Credentials = z.object({
  user: UserSummary,
  session: z.object({ id: Uuid, created_at: IsoDateTime, expired_at: IsoDateTime }),
  access: z
    .object({
      id: Uuid,
      store_id: Uuid,
      role: Role,
      created_at: IsoDateTime,
      expired_at: IsoDateTime,
    })
    .optional(),
});
export type Credentials = z.infer<typeof Credentials>;

export const SignInBody = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const AccessBody = z.object({ power_id: Uuid });

export const authRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/auth/sign_in',
    tag: 'auth',
    summary: 'Inicia una sesion con email y contraseña',
    body: SignInBody,
    response: TokenResponse,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/auth/sign_out',
    tag: 'auth',
    summary: 'Revoca la sesion y todos sus accesos',
    response: SuccessText,
  }),
  powers: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/auth/powers',
    tag: 'auth',
    summary: 'Accesos (tiendas y roles) del usuario',
    response: PowersList,
  }),
  access: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/auth/access',
    tag: 'auth',
    summary: 'Pide un token de acceso a una tienda para un poder',
    body: AccessBody,
    response: TokenResponse,
  }),
  credentials: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/auth/credentials',
    tag: 'auth',
    summary: 'Usuario, sesion y acceso del token actual',
    response: Credentials,
  }),
};
