import { z } from 'zod';
import { IsoDateTime, Slug, SuccessText, Uuid } from './common';
import { listOf } from './list';
import { Role } from './roles';
import { defineRoute } from './route';
import { DEFAULT_TIMEZONE, TimeZone } from './store/profile';

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

/** 'Mi cuenta': the signed-in user's own password; every other session of the user ends. */
export const ChangePasswordBody = z.object({
  current_password: z.string().min(1, 'requerido').max(200),
  // The length rule of team.ts's NewPassword, repeated here so this file keeps no import cycle.
  new_password: z.string().min(8, 'debe tener al menos 8 caracteres').max(200, 'máximo 200 caracteres'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** 'Mi cuenta': name and phone (null or blank clears it). */
export const UpdateMeBody = z.object({
  first_name: z.string().trim().min(1, 'requerido').max(100, 'máximo 100 caracteres'),
  last_name: z.string().trim().min(1, 'requerido').max(100, 'máximo 100 caracteres'),
  phone: z
    .string()
    .trim()
    .max(30, 'máximo 30 caracteres')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type UpdateMeBody = z.input<typeof UpdateMeBody>;

/** 'Nueva tienda' from the lobby (roots only): the caller becomes its root. */
export const CreateStoreBody = z.object({
  name: z.string().trim().min(1, 'requerido').max(100, 'máximo 100 caracteres'),
  slug: Slug,
  timezone: TimeZone.default(DEFAULT_TIMEZONE),
});
export type CreateStoreBody = z.input<typeof CreateStoreBody>;

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
  changePassword: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/auth/password',
    tag: 'auth',
    summary: 'Cambia la contraseña propia y cierra las demas sesiones',
    body: ChangePasswordBody,
    response: SuccessText,
  }),
  updateMe: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/auth/me',
    tag: 'auth',
    summary: 'Cambia el nombre y el telefono propios',
    body: UpdateMeBody,
    response: UserSummary,
  }),
  signOutEverywhere: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/auth/sign_out_everywhere',
    tag: 'auth',
    summary: 'Cierra todas las sesiones del usuario, en todos los dispositivos',
    response: SuccessText,
  }),
  createStore: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/stores',
    tag: 'auth',
    summary: 'Crea una tienda nueva (solo un root); quien la crea es su root',
    body: CreateStoreBody,
    response: Power,
    successStatus: 201,
  }),
  credentials: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/auth/credentials',
    tag: 'auth',
    summary: 'Usuario, sesion y acceso del token actual',
    response: Credentials,
  }),
};
