import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * The phone normaliser without zod (phone.ts re-exports it with the PhoneInput schema): the
 * customers' ordering page loads it in its checkout without the schemas.
 */

/** Numbers typed without a country code are Argentine. */
export const DEFAULT_PHONE_COUNTRY = 'AR';

/** Argentina's calling code, and its E.164 start with the mobile '9'. */
const AR_CALLING_CODE = '54';
const AR_MOBILE_START = '+549';
/**
 * An Argentine geographic number without the mobile '9': area code (2 to 4 digits, starting with
 * 1, 2 or 3) and subscriber number, 10 digits in all. Toll-free and other non-geographic ranges
 * (0800, 0810, 0600...) have no mobile form and are kept as they are.
 */
const AR_GEOGRAPHIC = /^[123]\d{9}$/;
/** A spelling with no country code: digits and the marks people write phones with. */
const LOCAL_SPELLING = /^[\d\s().-]+$/;

const validE164 = (text: string): string | null => {
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? parsed.number : null;
};

/**
 * A local spelling with '15' after a 4-digit area code that libphonenumber reads with a shorter
 * one ('02944 15 423456', Bariloche's old spelling of 0294 15 442-3456): the '15' is dropped
 * where exactly one place gives a valid mobile. null otherwise.
 */
function localMobileWithFifteen(value: string): string | null {
  if (!LOCAL_SPELLING.test(value)) return null;
  const digits = value.replace(/\D/g, '').replace(/^0/, '');
  if (digits.length !== 12) return null;
  const found = new Set<string>();
  for (const areaLength of [2, 3, 4]) {
    if (digits.slice(areaLength, areaLength + 2) !== '15') continue;
    const phone = validE164(`${AR_MOBILE_START}${digits.slice(0, areaLength)}${digits.slice(areaLength + 2)}`);
    if (phone !== null) found.add(phone);
  }
  const [phone, ...others] = found;
  return phone !== undefined && others.length === 0 ? phone : null;
}

/**
 * The phone in E.164, or null when the text is not a valid phone number. Every Argentine
 * spelling of a number gives one phone, with the mobile '9' after +54 (issue 20): '11 4567-8901',
 * '011 15 4567-8901', '+54 11 4567-8901' and '+54 9 11 4567-8901' are all '+5491145678901', as
 * '0341 155-123456' and '341 5123456' are '+5493415123456'. Other countries' numbers are
 * libphonenumber's E.164.
 */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return localMobileWithFifteen(value.trim());
  if (parsed.countryCallingCode !== AR_CALLING_CODE || !AR_GEOGRAPHIC.test(parsed.nationalNumber)) return parsed.number;
  return validE164(`${AR_MOBILE_START}${parsed.nationalNumber}`) ?? parsed.number;
}
