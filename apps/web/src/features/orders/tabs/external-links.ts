import { normalisePhone } from '@comanda/contract/phone';

/*
 * Phones go through the contract's one normaliser (E.164, Argentine when typed without a
 * country code), so links always carry the country code: '0341 155-123456' calls
 * +5493415123456. Text that is not a phone keeps its digits, the best a link can do.
 */
const e164 = (phone: string): string => normalisePhone(phone) ?? phone.replace(/\D/g, '');

/** A WhatsApp chat with the phone: wa.me takes the E.164 digits without the '+'. */
export const whatsappUrl = (phone: string): string => `https://wa.me/${e164(phone).replace(/\D/g, '')}`;

/** A phone call to the E.164 number ('tel:+5493415123456'). */
export const telUrl = (phone: string): string => `tel:${e164(phone)}`;

/**
 * A Google Maps search of the address with the store's city appended (DECISIONS.md
 * "Money, time, text"); without a known city nothing is appended.
 */
export function mapsUrl(address: string, storeCity: string): string {
  const query = [address.trim(), storeCity.trim()].filter((part) => part !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
