import { z } from 'zod';
import { IsoDateTime, Slug, SuccessText, Uuid } from './common';
import { listOf } from './list';
import { PhoneInput } from './phone';
import { Role } from './roles';
import { defineRoute } from './route';
import { DEFAULT_TIMEZONE, TimeZone } from './store/profile';
import { TokenResponse, UserSummary } from './auth';
import { OrderActor } from './orders';

/*
 * The store's team, run by its admins and roots from the web app (DECISIONS.md "Team"):
 * members, invitations with one-time links, role changes, deactivation and password resets.
 * Links end in a token that is shown once and kept only as its hash.
 */

/** Invitations are valid 7 days, password reset links 24 hours (DECISIONS.md "Team"). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;
/** The one-time setup link printed by a first start without the demo. */
export const SETUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A password someone chooses: 8 characters or more (the server also refuses the most common ones). */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(PASSWORD_MAX_LENGTH, `máximo ${PASSWORD_MAX_LENGTH} caracteres`);

/** Empty form fields and null count as "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());

const PersonName = z.string().trim().min(1, 'requerido').max(100, 'máximo 100 caracteres');
export const EmailInput = z.string().trim().toLowerCase().pipe(z.email('email inválido'));

export const TeamMember = z.object({
  power_id: Uuid,
  role: Role,
  active: z.boolean(),
  created_at: IsoDateTime,
  /** The last time this member asked for access to the store (entered it from the lobby or renewed). */
  last_access_at: IsoDateTime.nullable(),
  user: UserSummary,
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamList = listOf(TeamMember);
export type TeamList = z.infer<typeof TeamList>;

/** A pending invitation, as the team screen lists it: never with its token. */
export const TeamInvitation = z.object({
  id: Uuid,
  role: Role,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
  /** Who invited, by name. */
  invited_by: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;
export const TeamInvitationList = listOf(TeamInvitation);
export type TeamInvitationList = z.infer<typeof TeamInvitationList>;

export const NewInvitationBody = z.object({
  role: Role,
  email: optional(EmailInput),
  phone: optional(PhoneInput),
  first_name: optional(PersonName),
  last_name: optional(PersonName),
});
export type NewInvitationBody = z.input<typeof NewInvitationBody>;

/** A one-time link: shown once, to copy, show as a QR or share by WhatsApp. */
export const OneTimeLink = z.object({
  url: z.string(),
  expires_at: IsoDateTime,
  /** true when it was also emailed (SMTP configured and an email known). */
  emailed: z.boolean(),
});
export type OneTimeLink = z.infer<typeof OneTimeLink>;

export const CreatedInvitation = OneTimeLink.extend({ id: Uuid, role: Role });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

export const UpdateMemberBody = z.object({ role: Role.optional(), active: z.boolean().optional() });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const PowerIdParams = z.object({ powerId: Uuid });
export const TokenParams = z.object({ token: z.string().min(1).max(200) });

/** What an invitation link shows before it is accepted (no staff token needed). */
export const InvitationView = z.object({
  store: z.object({ name: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
  role: Role,
  expires_at: IsoDateTime,
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/**
 * Accepting: a new user gives name, email and password; an email that already has an account
 * gives its password (checked like a sign-in) and the names are not needed.
 */
export const AcceptInvitationBody = z.object({
  first_name: optional(PersonName),
  last_name: optional(PersonName),
  email: EmailInput,
  password: z.string().min(1, 'requerido').max(PASSWORD_MAX_LENGTH),
  phone: optional(PhoneInput),
});
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;

/** What a reset link shows before the new password is chosen. */
export const PasswordResetView = z.object({
  first_name: z.string(),
  email: z.string().nullable(),
  expires_at: IsoDateTime,
});
export type PasswordResetView = z.infer<typeof PasswordResetView>;

export const UsePasswordResetBody = z.object({ password: NewPassword });

export const TeamChangeKind = z.enum([
  'team:invited',
  'team:invitation:revoked',
  'team:joined',
  'team:role:changed',
  'team:deactivated',
  'team:reactivated',
  'team:password_reset:created',
  'team:password_reset:used',
  'store:created',
]);
export type TeamChangeKind = z.infer<typeof TeamChangeKind>;

/** One recorded change of the team: who did it, when, to whom, from what to what. */
export const TeamChange = z.object({
  seq: z.number().int().min(1),
  at: IsoDateTime,
  kind: TeamChangeKind,
  /** The member it is about (null for an invitation not yet accepted). */
  power_id: Uuid.nullable(),
  invitation_id: Uuid.nullable(),
  /** The member or invitee, by name, email or phone, as it was then. */
  subject: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: OrderActor,
});
export type TeamChange = z.infer<typeof TeamChange>;
export const TeamChangeList = listOf(TeamChange);
export type TeamChangeList = z.infer<typeof TeamChangeList>;

export const TeamChangesQuery = z.object({
  power_id: Uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  skip: z.coerce.number().int().min(0).default(0),
});

/** The one-time setup of a fresh installation: the first store and its root. */
export const SetupView = z.object({ expires_at: IsoDateTime });
export const NewStoreBody = z.object({
  name: PersonName,
  slug: Slug,
  timezone: TimeZone.default(DEFAULT_TIMEZONE),
});
export type NewStoreBody = z.input<typeof NewStoreBody>;
export const SetupBody = z.object({
  store: NewStoreBody,
  first_name: PersonName,
  last_name: PersonName,
  email: EmailInput,
  password: NewPassword,
  phone: optional(PhoneInput),
});
export type SetupBody = z.input<typeof SetupBody>;

export const teamRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/team',
    tag: 'team',
    summary: 'Miembros del equipo de la tienda',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(100),
      skip: z.coerce.number().int().min(0).default(0),
    }),
    response: TeamList,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/team/invitations',
    tag: 'team',
    summary: 'Invitaciones pendientes (sin su token)',
    response: TeamInvitationList,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/team/invitations',
    tag: 'team',
    summary: 'Invita a alguien con un enlace de un solo uso (7 días)',
    body: NewInvitationBody,
    response: CreatedInvitation,
    successStatus: 201,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/v1/backoffice/team/invitations/:id',
    tag: 'team',
    summary: 'Revoca una invitación pendiente',
    params: z.object({ id: Uuid }),
    response: SuccessText,
  }),
  changes: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/team/changes',
    tag: 'team',
    summary: 'Historial de cambios del equipo (de un miembro con power_id)',
    query: TeamChangesQuery,
    response: TeamChangeList,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/team/:powerId',
    tag: 'team',
    summary: 'Cambia el rol de un miembro, o lo desactiva o reactiva',
    params: PowerIdParams,
    body: UpdateMemberBody,
    response: TeamMember,
  }),
  passwordReset: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/team/:powerId/password_reset',
    tag: 'team',
    summary: 'Crea un enlace de un solo uso (24 horas) para restablecer la contraseña',
    params: PowerIdParams,
    response: OneTimeLink,
  }),
  invitationView: defineRoute({
    method: 'GET',
    path: '/v1/invitations/:token',
    tag: 'team',
    summary: 'Tienda y rol de una invitación',
    params: TokenParams,
    response: InvitationView,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/v1/invitations/:token/accept',
    tag: 'team',
    summary: 'Acepta una invitación: crea el usuario (o suma la tienda a su cuenta) y abre una sesión',
    params: TokenParams,
    body: AcceptInvitationBody,
    response: TokenResponse,
  }),
  passwordResetView: defineRoute({
    method: 'GET',
    path: '/v1/password_resets/:token',
    tag: 'team',
    summary: 'A quién pertenece un enlace para restablecer la contraseña',
    params: TokenParams,
    response: PasswordResetView,
  }),
  usePasswordReset: defineRoute({
    method: 'POST',
    path: '/v1/password_resets/:token',
    tag: 'team',
    summary: 'Fija la contraseña nueva y cierra todas las sesiones del usuario',
    params: TokenParams,
    body: UsePasswordResetBody,
    response: SuccessText,
  }),
  setupView: defineRoute({
    method: 'GET',
    path: '/v1/setup/:token',
    tag: 'team',
    summary: 'Enlace de configuración inicial (primer arranque sin demo)',
    params: TokenParams,
    response: SetupView,
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/v1/setup/:token',
    tag: 'team',
    summary: 'Crea la primera tienda y su root, y abre una sesión',
    params: TokenParams,
    body: SetupBody,
    response: TokenResponse,
  }),
};
