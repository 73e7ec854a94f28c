import { z } from 'zod';

/** A phone as typed: the server normalises it and answers VO:PHONE:INVALID when it is not one. */
export const PhoneInput = z.string().trim().min(1, 'requerido').max(30, 'maximo 30 caracteres');

/**
 * '+54 9 341 555-1234' -> '+5493415551234': digits with an optional leading '+', 8 to 15 digits
 * (E.164 length). null when the text is not a phone number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '');
  return /^\+?\d{8,15}$/.test(compact) ? compact : null;
}
