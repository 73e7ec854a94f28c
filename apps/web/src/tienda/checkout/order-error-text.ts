import type { DeliveryMethod } from '@comanda/contract/order-enums';
import type { PublicStore } from '@comanda/contract/storefront';
import { TiendaApiError } from '../api/tienda-api';
import { formatAmount, formatTimeIn } from '../follow-up/format';

/*
 * Why an order is refused, in plain Spanish for the customer: the error catalogue's text
 * (contract errors.ts) said to a customer, with what they can do about it and the store's own facts
 * (its minimum, the end of a pause) where they help. Any other code shows the server's
 * description, which is the catalogue's text (errors.ts is not imported: it builds zod schemas).
 */

const customerTexts: Record<string, string> = {
  'TURN:CLOSED': 'La tienda está cerrada: no está tomando pedidos en este momento.',
  'STORE:CLOSED': 'La tienda está cerrada: está fuera de su horario de atención.',
  'STORE:PAUSED': 'La tienda pausó los pedidos por un momento.',
  'DELIVERY:METHOD:UNAVAILABLE': 'Esa forma de entrega no está disponible ahora. Elegí otra.',
  'DELIVERY:SLOT:INVALID': 'Ese horario ya no está disponible. Elegí otro.',
  'DELIVERY:MIN_AMOUNT': 'El pedido no alcanza el mínimo para envío.',
  'COUPON:INVALID': 'El cupón no es válido.',
  'COUPON:EXHAUSTED': 'El cupón ya alcanzó su máximo de usos.',
  'STOCK:INSUFFICIENT': 'Se agotó algo de tu pedido. Revisá el carrito.',
  'ARTICLE:UNAVAILABLE': 'Un producto de tu pedido ya no está disponible (agotado). Quitalo del carrito.',
  'TOPPING:SELECTION:INVALID': 'Las opciones de un producto cambiaron. Quitalo y volvé a agregarlo desde el menú.',
  'PAYMENT:METHOD:UNAVAILABLE': 'Ese medio de pago no está disponible. Elegí otro.',
  'PAYMENT:PAYS_WITH:LOW': 'El monto con el que pagás es menor que el total. Corregí "Paga con".',
  'VO:PHONE:INVALID': 'El teléfono no es válido.',
  'ORDER:ITEMS:EMPTY': 'Tu carrito está vacío.',
  'IDEMPOTENCY:KEY:REUSED':
    'Un pedido anterior ya se había enviado con otros datos. Si querés hacer también este, tocá Confirmar otra vez.',
  NETWORK: 'No pudimos enviar el pedido. Revisá tu conexión y tocá Confirmar de nuevo: no se va a duplicar.',
};

const FALLBACK_TEXT = 'No pudimos hacer el pedido. Intentá de nuevo en unos minutos.';

/** The refusal of a code (the server's description for codes without a text here), with the store's facts when known. */
export function refusalText(
  code: string,
  store: PublicStore | null,
  method: DeliveryMethod | null,
  description?: string,
): string {
  const text = customerTexts[code] ?? (description || FALLBACK_TEXT);
  if (!store) return text;
  if (code === 'DELIVERY:MIN_AMOUNT') {
    return `El pedido no alcanza el mínimo para envío (${formatAmount(store.delivery.shipment.min_amount_items)} en productos).`;
  }
  if (code === 'STORE:PAUSED' && method) {
    const until = store.channels[method].paused_until;
    if (until) return `La tienda pausó los pedidos hasta las ${formatTimeIn(until, store.timezone)}.`;
  }
  return text;
}

export function orderErrorText(error: unknown, store: PublicStore | null, method: DeliveryMethod | null): string {
  if (error instanceof TiendaApiError) return refusalText(error.code, store, method, error.status === 0 ? undefined : error.message);
  return FALLBACK_TEXT;
}
