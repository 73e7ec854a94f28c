import { z } from 'zod';
import { Slug } from '../common';
import { FileUrl, NullableFileUrl } from '../files';
import { defineRoute } from '../route';
import { NAME_MAX, requiredText } from '../text';

/** Schedules are local times of the store's time zone (DECISIONS.md "Money, time, text"). */
export const DEFAULT_TIMEZONE = 'America/Argentina/Buenos_Aires';

/** True for an IANA time zone this runtime knows, such as 'America/Argentina/Cordoba'. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().min(1).max(64).refine(isTimeZone, 'zona horaria invalida');

export const StoreProfile = z.object({
  name: requiredText(NAME_MAX),
  slug: Slug,
  logo_url: FileUrl.nullable(),
  background_url: FileUrl.nullable(),
  icon_url: FileUrl.nullable(),
  timezone: TimeZone,
  /** The store's phone in E.164, for customers' WhatsApp and call links; null when not given. */
  phone: z.string().nullable(),
});
export type StoreProfile = z.infer<typeof StoreProfile>;

/**
 * PUT body. Image urls are required keys (null or '' removes the image); a missing timezone or
 * phone keeps the current one, so SPEC.md section 7's body without them still saves; a phone of
 * null or '' clears it. A slug another store uses answers STORE:SLUG:TAKEN.
 */
export const StoreProfileBody = z.object({
  name: requiredText(NAME_MAX),
  slug: Slug,
  logo_url: NullableFileUrl,
  background_url: NullableFileUrl,
  icon_url: NullableFileUrl,
  timezone: TimeZone.optional(),
  /** Normalised to E.164 by the server (VO:PHONE:INVALID when it is not a phone); null or '' clears it. */
  phone: z.string().trim().max(30, 'maximo 30 caracteres').nullable().optional(),
});
export type StoreProfileBody = z.infer<typeof StoreProfileBody>;
export type StoreProfileBodyInput = z.input<typeof StoreProfileBody>;

export const storeProfileRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/profile',
    tag: 'store',
    summary: 'Perfil de la tienda',
    response: StoreProfile,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/profile',
    tag: 'store',
    summary: 'Guarda el perfil de la tienda',
    body: StoreProfileBody,
    response: StoreProfile,
  }),
};
