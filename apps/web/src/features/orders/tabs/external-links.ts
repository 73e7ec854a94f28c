/** A WhatsApp chat with the phone (digits only, country code included as stored). */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A phone call: the digits, keeping a leading '+' (international number). */
export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * A Google Maps search of the address with the store's city appended (DECISIONS.md
 * "Money, time, text"); without a known city nothing is appended.
 */
export function mapsUrl(address: string, storeCity: string): string {
  const query = [address.trim(), storeCity.trim()].filter((part) => part !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
