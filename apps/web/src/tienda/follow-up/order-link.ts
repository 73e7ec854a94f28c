import { tiendaPaths } from '../router';

/*
 * The customer's order link: the follow-up page proves the order is theirs with the phone it was
 * placed with (GET orders/{id}?phone=). The phone travels in the link (?tel=, so the link works on
 * another device or after clearing the browser) and is also kept on this device per order, so
 * the page still opens from a link without it.
 */

export const PHONE_QUERY = 'tel';

const storageKey = (orderId: string): string => `comanda.tienda.order-phone.${orderId}`;

export function followUpLink(slug: string, orderId: string, phone: string): string {
  return `${tiendaPaths.followUp(slug, orderId)}?${new URLSearchParams({ [PHONE_QUERY]: phone }).toString()}`;
}

export function rememberOrderPhone(orderId: string, phone: string): void {
  try {
    window.localStorage.setItem(storageKey(orderId), phone);
  } catch {
    // Storage refused: the link still carries the phone.
  }
}

/** The phone of the link, else the one this device kept for the order; null when neither. */
export function orderPhone(orderId: string, search: string = window.location.search): string | null {
  const fromLink = new URLSearchParams(search).get(PHONE_QUERY)?.trim();
  if (fromLink) return fromLink;
  try {
    return window.localStorage.getItem(storageKey(orderId));
  } catch {
    return null;
  }
}
