import type { StorefrontOrder } from '@comanda/contract/storefront';
import { formatAmount } from './format';

/*
 * The store's phone as the customer's links to it, and what they said they pay cash with. The
 * server keeps the store's phone in E.164 ('+5493415123456'), so no normaliser is loaded here
 * (the ordering page's bundle stays small).
 */

/** 'WhatsApp' (wa.me takes the digits without '+') and 'Llamar' (tel: with the '+'); null without a phone. */
export function storeContactLinks(phone: string | null | undefined): { whatsapp: string; call: string } | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return { whatsapp: `https://wa.me/${digits}`, call: `tel:+${digits}` };
}

/** 'Pagás con $ 10.000,00 · Vuelto $ 1.200,00' for a cash order that said it; null otherwise. */
export function paysWithText(order: Pick<StorefrontOrder, 'payment' | 'imports'>): string | null {
  const paysWith = order.payment.methods.cash?.pays_with;
  if (!paysWith) return null;
  const changeCents = Math.round(paysWith.amount * 100) - Math.round(order.imports.total.amount * 100);
  const paying = `Pagás con ${formatAmount(paysWith)}`;
  return changeCents < 0 ? paying : `${paying} · Vuelto ${formatAmount({ currency: paysWith.currency, amount: changeCents / 100 })}`;
}
