import { z } from 'zod';

export { DEFAULT_PHONE_COUNTRY, normalisePhone } from './phone-number';

/*
 * The one phone normaliser of the project (issue 12): accounts, storefront clients, order client
 * ids and the web's WhatsApp and call links all go through it, so a person typed two ways is one
 * phone. libphonenumber-js knows each country's dialling rules, such as the '15' dropped from
 * local Argentine spellings; on top of them, every Argentine geographic number is kept with the
 * mobile '9' after +54, however it was typed (issue 20, phone-number.ts).
 */

/** A phone as typed: the server normalises it and answers VO:PHONE:INVALID when it is not one. */
export const PhoneInput = z.string().trim().min(1, 'requerido').max(30, 'maximo 30 caracteres');

