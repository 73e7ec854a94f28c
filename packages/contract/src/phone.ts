import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/*
 * The one phone normaliser of the project (issue 12): accounts, storefront clients, order client
 * ids and the web's WhatsApp and call links all go through it, so a person typed two ways is one
 * phone. libphonenumber-js knows each country's dialling rules, such as the Argentine mobile
 * '9' after +54 and the '15' dropped from local spellings.
 */

/** Numbers typed without a country code are Argentine. */
export const DEFAULT_PHONE_COUNTRY = 'AR';

/** A phone as typed: the server normalises it and answers VO:PHONE:INVALID when it is not one. */
export const PhoneInput = z.string().trim().min(1, 'requerido').max(30, 'maximo 30 caracteres');

/**
 * The phone in E.164 ('0341 155-123456' -> '+5493415123456'), or null when the text is not a
 * valid phone number.
 */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}
