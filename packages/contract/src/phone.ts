import { z } from 'zod';

export { DEFAULT_PHONE_COUNTRY, normalisePhone } from './phone-number';

/*
 * The one phone normaliser of the project (issue 12): accounts, storefront clients, order client
 * ids and the web's WhatsApp and call links all go through it, so a person typed two ways is one
 * phone. libphonenumber-js knows each country's dialling rules, such as the Argentine mobile
 * '9' after +54 and the '15' dropped from local spellings.
 */

/** A phone as typed: the server normalises it and answers VO:PHONE:INVALID when it is not one. */
export const PhoneInput = z.string().trim().min(1, 'requerido').max(30, 'maximo 30 caracteres');

