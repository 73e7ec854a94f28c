import { normalisePhone } from '@comanda/contract/phone-number';

/**
 * A WhatsApp message with the text: to the person's chat when their phone is known (wa.me takes
 * the E.164 digits without the '+'), otherwise wa.me lets the sender choose the chat.
 */
export function whatsappShareUrl(text: string, phone?: string | null): string {
  const digits = phone ? (normalisePhone(phone) ?? phone).replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
