import type { NotificationKey } from '@comanda/contract/notifications';
import type { MessageOrder } from './channel';

/** What a notification says: the same words on every channel that shows text. */
export interface NotificationText {
  title: string;
  body: string;
}

export const TEST_KEY = 'test';

const titles: Record<NotificationKey, (number: number) => string> = {
  'order:created': (n) => `Nueva orden #${n}`,
  'order:changed': (n) => `Orden #${n}: cambio de estado`,
  'order:preparation:changed': (n) => `Orden #${n}: cambio en la preparacion`,
  'order:delivery:changed': (n) => `Orden #${n}: cambio en la entrega`,
  'order:payment:changed': (n) => `Orden #${n}: cambio en el pago`,
  'order:payment:transfer:voucher:changed': (n) => `Orden #${n}: comprobante de transferencia cargado`,
  'order:delivery:rider:changed': (n) => `Orden #${n}: cambio de repartidor`,
  'order:delivery:rider:assigned:me': (n) => `Te asignaron la orden #${n}`,
};

const isKnownKey = (key: string): key is NotificationKey => Object.hasOwn(titles, key);

/**
 * An amount given as exact decimal text ('12345.5', '12345.50') the way the web shows money
 * (lib/format.ts formatMoney, es-AR): '12.345,50 ARS'. Made from the digits, never a float.
 */
export function formatAmount(total: string, currency = 'ARS'): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(total.trim());
  if (!match) throw new Error(`importe invalido: ${total}`);
  const [, sign = '', whole = '0', cents = ''] = match;
  const grouped = String(BigInt(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${cents.padEnd(2, '0')} ${currency}`;
}

/** Title and body for a key: the order's number in the title, its client and total in the body. */
export function notificationText(key: string, order: MessageOrder | null, storeName: string): NotificationText {
  if (!order) return { title: 'Mensaje de prueba de Comanda', body: `Las notificaciones de ${storeName} llegan a este dispositivo` };
  const title = isKnownKey(key) ? titles[key](order.number) : `Orden #${order.number}`;
  return { title, body: `${order.clientName} · ${formatAmount(order.total)}` };
}

/** The page a message opens: the order's, or the orders list for a test message. */
export const orderPath = (order: MessageOrder | null): string => (order ? `/orders/${order.id}` : '/orders');
