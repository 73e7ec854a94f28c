import { isApiError } from '../../../api/api-error';
import { errorDetails } from '../../../lib/toast';

/** Codes whose description is about the request's shape, not something staff can act on. */
const GENERIC = new Set(['BAD_REQUEST', 'INTERNAL', 'unknown']);

/**
 * An order's error in plain Spanish: the server's description when it says why (store closed
 * until 20:00, 'Muzzarella: elegir al menos 1'), else the catalogue text of its code.
 */
export function orderErrorText(error: unknown): string {
  if (isApiError(error) && error.description && !GENERIC.has(error.code)) return error.description;
  return errorDetails(error);
}
