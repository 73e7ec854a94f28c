import { type Money, fromCents, toCents } from './money';
import { deliveryMethodLabel, paymentMethodLabel, paymentStatusLabel } from './order-enums';
import { type Order, type OrderDeliverySlot, orderDeliveryMethod, orderPaymentMethod } from './orders';
import { readWallClock } from './wall-clock';

/*
 * The two printed tickets of an order (issue 10) as plain lines: what each ticket says, not how a
 * printer or a page draws it. The print host renders these lines as ESC/POS and the web's browser
 * fallback as HTML, so both print the same layouts. Widths, wrapping and fonts belong to them.
 */

export const ticketKinds = ['kitchen', 'package'] as const;
export type TicketKind = (typeof ticketKinds)[number];

export const ticketKindLabel: Record<TicketKind, string> = {
  kitchen: 'Cocina',
  package: 'Paquete',
};

export type TicketSize = 'normal' | 'large';

export type TicketLine =
  /** The order number, centred, the largest type. */
  | { type: 'heading'; text: string }
  /** Free text; indent 1 for what belongs to the line above (an item's options and note). */
  | { type: 'text'; text: string; size: TicketSize; bold: boolean; indent: 0 | 1 }
  /** "Label: value" (wraps as text). */
  | { type: 'field'; label: string; value: string; size: TicketSize; bold: boolean }
  /** Label on the left, amount on the right. */
  | { type: 'amount'; label: string; value: string; bold: boolean }
  /** A rule across the paper. */
  | { type: 'rule' };

export interface Ticket {
  kind: TicketKind;
  orderId: string;
  number: number;
  lines: TicketLine[];
}

const text = (
  value: string,
  options: { size?: TicketSize; bold?: boolean; indent?: 0 | 1 } = {},
): TicketLine => ({
  type: 'text',
  text: value,
  size: options.size ?? 'normal',
  bold: options.bold ?? false,
  indent: options.indent ?? 0,
});

const field = (
  label: string,
  value: string,
  options: { size?: TicketSize; bold?: boolean } = {},
): TicketLine => ({
  type: 'field',
  label,
  value,
  size: options.size ?? 'normal',
  bold: options.bold ?? false,
});

const amount = (label: string, money: Money, bold = false): TicketLine => ({
  type: 'amount',
  label,
  value: formatTicketMoney(money),
  bold,
});

/** 16.500,00 ARS, from integer cents (the web's format, without Intl so every runtime agrees). */
export function formatTicketMoney(money: Money): string {
  const cents = toCents(money.amount);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${rest} ${money.currency}`;
}

/** HH:MM on the store's clock. */
function clockTime(iso: string, timeZone: string): string {
  const clock = readWallClock(new Date(iso), timeZone);
  return `${clock.hour}:${clock.minute}`;
}

/** DD/MM/YYYY of a slot date (already the store's date). */
function slotDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

function orderSlot(order: Order): OrderDeliverySlot | null {
  const { shipment, take_away } = order.delivery.methods;
  return shipment?.datetime ?? take_away?.datetime ?? null;
}

/** "Para las 21:30", or with the slot's day for an order for later. */
function promisedText(order: Order, timeZone: string): string {
  const slot = orderSlot(order);
  const time = clockTime(order.promised_at, timeZone);
  return slot ? `Para el ${slotDate(slot.date)} a las ${time}` : `Para las ${time}`;
}

/** What the customer pays cash with ('paga con'), null when not said or not cash. */
export const orderPaysWith = (order: Order): Money | null => order.payment.methods.cash?.pays_with ?? null;

const heading = (order: Order): TicketLine => ({ type: 'heading', text: `Orden #${order.number}` });

function itemLines(order: Order, size: TicketSize, withNotes: boolean): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const item of Object.values(order.items)) {
    lines.push(text(`1 x ${item.article.name}`, { size, bold: true }));
    for (const topping of Object.values(item.toppings)) {
      for (const option of Object.values(topping.options)) {
        lines.push(text(`+ ${option.count} x ${option.name}`, { size, indent: 1 }));
      }
    }
    if (withNotes && item.message) lines.push(text(`Nota: ${item.message}`, { size, bold: true, indent: 1 }));
  }
  return lines;
}

/**
 * Kitchen: number, promised time on the store's clock, how it leaves, then every item with its
 * options and the customer's note, in large type and without prices.
 */
export function kitchenTicket(order: Order, timeZone: string): Ticket {
  const lines: TicketLine[] = [
    heading(order),
    text(promisedText(order, timeZone), { size: 'large', bold: true }),
    text(deliveryMethodLabel[orderDeliveryMethod(order)]),
    { type: 'rule' },
    ...itemLines(order, 'large', true),
  ];
  return { kind: 'kitchen', orderId: order.id, number: order.number, lines };
}

function deliveryLines(order: Order, timeZone: string): TicketLine[] {
  const method = deliveryMethodLabel[orderDeliveryMethod(order)];
  const slot = orderSlot(order);
  const when = slot
    ? `${slotDate(slot.date)} de ${slot.start.slice(0, 5)} a ${slot.end.slice(0, 5)}`
    : `Lo antes posible (${clockTime(order.promised_at, timeZone)})`;
  const lines = [field('Entrega', method, { bold: true }), field('Horario', when, { bold: true })];
  const location = order.delivery.methods.shipment?.location;
  if (location) {
    const street = [location.address_one, location.address_two].filter((part) => part.trim()).join(', ');
    lines.push(field('Direccion', street, { size: 'large', bold: true }));
    if (location.city.trim()) lines.push(field('Ciudad', location.city));
    if (location.indications.trim()) lines.push(field('Indicaciones', location.indications));
  }
  return lines;
}

/**
 * What is left to collect on delivery: the total for cash not yet paid, with the change for what
 * the customer pays with; nothing for a paid order or one paid by transfer or Mercado Pago.
 */
function collectLines(order: Order): TicketLine[] {
  const method = orderPaymentMethod(order);
  const paid = order.payment.status === 'paid';
  const lines = [field('Pago', `${paymentMethodLabel[method]} - ${paymentStatusLabel[order.payment.status]}`, { bold: true })];
  const total = order.imports.total;
  if (paid || method !== 'cash') {
    lines.push(amount('A cobrar', { currency: total.currency, amount: 0 }, true));
    return lines;
  }
  lines.push(amount('A cobrar', total, true));
  const paysWith = orderPaysWith(order);
  if (paysWith) {
    lines.push(amount('Paga con', paysWith));
    const change = toCents(paysWith.amount) - toCents(total.amount);
    if (change >= 0) lines.push(amount('Vuelto', { currency: total.currency, amount: fromCents(change) }, true));
  }
  return lines;
}

/**
 * Package: number, client and phone, where and when it goes (address, city, indications, the
 * slot), the items to pack, the amounts, and the payment with what is left to collect.
 */
export function packageTicket(order: Order, timeZone: string): Ticket {
  const { imports } = order;
  const lines: TicketLine[] = [
    heading(order),
    field('Cliente', order.client.name, { bold: true }),
    field('Telefono', order.client.phone),
    ...deliveryLines(order, timeZone),
    { type: 'rule' },
    ...itemLines(order, 'normal', true),
    { type: 'rule' },
    amount('Articulos', imports.items),
  ];
  if (toCents(imports.delivery.amount) > 0) lines.push(amount('Envio', imports.delivery));
  if (toCents(imports.coupon.amount) > 0) {
    lines.push(amount(order.coupon ? `Cupon ${order.coupon.code}` : 'Cupon', { ...imports.coupon, amount: -imports.coupon.amount }));
  }
  lines.push(amount('Total', imports.total, true), { type: 'rule' }, ...collectLines(order));
  return { kind: 'package', orderId: order.id, number: order.number, lines };
}

export function ticketOf(kind: TicketKind, order: Order, timeZone: string): Ticket {
  return kind === 'kitchen' ? kitchenTicket(order, timeZone) : packageTicket(order, timeZone);
}
