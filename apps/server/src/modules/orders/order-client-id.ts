import { createHash } from 'node:crypto';
import { normalisePhone } from '@comanda/contract/phone';
import { AppError } from '../../http/app-error';

/**
 * Customers have no account: a client is a phone within a store. Its id is derived from both
 * (a name-based uuid, version 8 layout) with the phone in E.164 by the contract's normaliser, so
 * every order of the same phone, however it was typed, shows the same client id.
 */
export function orderClientId(storeId: string, phone: string): string {
  const e164 = normalisePhone(phone);
  if (e164 === null) throw new AppError('VO:PHONE:INVALID');
  const hex = createHash('sha256').update(`comanda-client:${storeId}:${e164}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
