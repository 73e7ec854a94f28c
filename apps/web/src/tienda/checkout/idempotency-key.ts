/*
 * One Idempotency-Key per checkout attempt (DECISIONS.md "Scope"): made at the first 'Confirmar'
 * and kept in sessionStorage until the order is placed, so a second tap, a retry after a lost
 * answer or a reload of the page sends the same key and the server answers the same order.
 */

/** A v4 uuid; lib/uuid.ts's twin (that module sits in the back-office's first chunk). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const storageKey = (slug: string): string => `comanda.tienda.checkout-key.${slug}`;

/** Kept in memory too, for a browser that refuses storage. */
const inMemory = new Map<string, string>();

export function checkoutKey(slug: string): string {
  let key: string | null = inMemory.get(slug) ?? null;
  try {
    key = window.sessionStorage.getItem(storageKey(slug)) ?? key;
  } catch {
    // Storage refused: the memory copy serves this visit.
  }
  if (!key) key = newKey();
  inMemory.set(slug, key);
  try {
    window.sessionStorage.setItem(storageKey(slug), key);
  } catch {
    // As above.
  }
  return key;
}

/** After the order is placed (or the key was used for another body): the next attempt gets a new one. */
export function forgetCheckoutKey(slug: string): void {
  inMemory.delete(slug);
  try {
    window.sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing kept.
  }
}
