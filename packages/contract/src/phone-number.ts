import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * The phone normaliser without zod (phone.ts re-exports it with the PhoneInput schema): the
 * customers' ordering page loads it in its checkout without the schemas.
 */

/** Numbers typed without a country code are Argentine. */
export const DEFAULT_PHONE_COUNTRY = 'AR';

/**
 * The phone in E.164 ('0341 155-123456' -> '+5493415123456'), or null when the text is not a
 * valid phone number.
 */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}
