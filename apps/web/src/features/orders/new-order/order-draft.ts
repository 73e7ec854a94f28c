import type { Money } from '@comanda/contract/money';
import { fromCents, toCents } from '@comanda/contract/money';
import type { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import { normalisePhone } from '@comanda/contract/phone';
import type { Address } from '@comanda/contract/store/address';
import type { CreateOrderBodyInput, PublicArticle, PublicTopping } from '@comanda/contract/storefront';
import type { LinePicks } from './topping-rules';
import { offeredToppings } from './topping-rules';

/** One unit of an article with its picks (the body's item), and the article's name to show. */
export interface DraftLine {
  /** A local key for the list (lines repeat articles). */
  key: string;
  article_id: string;
  name: string;
  picks: LinePicks;
  message: string;
}

export interface DraftDelivery {
  method: DeliveryMethod;
  /** null: 'Lo antes posible'. */
  slot: { date: string; schedule_id: string } | null;
  location: Address;
}

export interface OrderDraft {
  phone: string;
  name: string;
  lines: DraftLine[];
  delivery: DraftDelivery;
  payment: PaymentMethod;
  /** What the customer pays cash with ('paga con'), as typed; '' when not said. */
  paysWith: string;
  coupon: string;
}

export const emptyAddress: Address = { city: '', address_one: '', address_two: '', indications: '' };

export const emptyDraft = (method: DeliveryMethod, payment: PaymentMethod): OrderDraft => ({
  phone: '',
  name: '',
  lines: [],
  delivery: { method, slot: null, location: emptyAddress },
  payment,
  paysWith: '',
  coupon: '',
});

/** Field -> the Spanish text of what is missing or wrong before 'Crear orden' may send it. */
export type DraftProblems = Partial<Record<'phone' | 'name' | 'lines' | 'address' | 'paysWith', string>>;

/** The draft's own problems (the server checks the rest: store open, slot, coupon, stock). */
export function draftProblems(draft: OrderDraft, total: Money | null): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.phone.trim() === '') problems.phone = 'Ingresa el telefono del cliente';
  else if (normalisePhone(draft.phone) === null) problems.phone = 'El telefono no es valido';
  if (draft.name.trim() === '') problems.name = 'Ingresa el nombre del cliente';
  if (draft.lines.length === 0) problems.lines = 'Agrega al menos un articulo';
  const { location } = draft.delivery;
  if (draft.delivery.method === 'shipment' && (location.city.trim() === '' || location.address_one.trim() === '')) {
    problems.address = 'Para un envio, ingresa la ciudad y la direccion';
  }
  const paysWith = paysWithProblem(draft, total);
  if (paysWith) problems.paysWith = paysWith;
  return problems;
}

/** The amount typed in 'Paga con', in cents; null when empty, NaN when not a number. */
export function paysWithCents(text: string): number | null {
  const trimmed = text.trim().replace(/\$/g, '').replace(/\s/g, '');
  if (trimmed === '') return null;
  // es-AR: '12.500,50' and '20.000' group thousands with dots; '12500.5' and '12500,5' are decimals.
  let normalised = trimmed;
  if (trimmed.includes(',')) normalised = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(trimmed)) normalised = trimmed.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return toCents(Number(normalised));
}

function paysWithProblem(draft: OrderDraft, total: Money | null): string | null {
  if (draft.payment !== 'cash') return null;
  const cents = paysWithCents(draft.paysWith);
  if (cents === null) return null;
  if (Number.isNaN(cents)) return 'Ingresa un monto, por ejemplo 10000';
  if (total && cents < toCents(total.amount)) return 'Paga con menos que el total';
  return null;
}

/** The change to bring: what the customer pays with less the total, in cents (null when unknown). */
export function changeCents(draft: OrderDraft, total: Money | null): number | null {
  if (draft.payment !== 'cash' || !total) return null;
  const cents = paysWithCents(draft.paysWith);
  if (cents === null || Number.isNaN(cents)) return null;
  const change = cents - toCents(total.amount);
  return change >= 0 ? change : null;
}

const trimmedAddress = (address: Address): Address => ({
  city: address.city.trim(),
  address_one: address.address_one.trim(),
  address_two: address.address_two.trim(),
  indications: address.indications.trim(),
});

/** The lines as the body's items: each topping with its picked options. */
function bodyItems(lines: readonly DraftLine[]): CreateOrderBodyInput['items'] {
  return lines.map((line) => ({
    article_id: line.article_id,
    ...(line.message.trim() ? { message: line.message.trim() } : {}),
    toppings: Object.entries(line.picks)
      .map(([id, pick]) => ({
        id,
        options: Object.entries(pick)
          .filter(([, count]) => count > 0)
          .map(([optionId, count]) => ({ id: optionId, count })),
      }))
      .filter((topping) => topping.options.length > 0),
  }));
}

/** POST /v1/backoffice/orders's body (the storefront's CreateOrderBody). */
export function orderBody(draft: OrderDraft): CreateOrderBodyInput {
  const { delivery } = draft;
  const coupon = draft.coupon.trim();
  return {
    client: { name: draft.name.trim(), phone: draft.phone.trim() },
    items: bodyItems(draft.lines),
    delivery: {
      method: delivery.method,
      immediate: delivery.slot === null,
      ...(delivery.slot ? { datetime: delivery.slot } : {}),
      ...(delivery.method === 'shipment' ? { location: trimmedAddress(delivery.location) } : {}),
    },
    payment: paymentInput(draft),
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}

/** Cash 'paga con' as the body's pays_with (pesos), when an amount was typed. */
function paymentInput(draft: OrderDraft): CreateOrderBodyInput['payment'] {
  const cents = draft.payment === 'cash' ? paysWithCents(draft.paysWith) : null;
  return cents !== null && cents > 0 ? { method: draft.payment, pays_with: fromCents(cents) } : { method: draft.payment };
}

/** Stand-ins for what pricing does not read, so the total shows before the client is typed. */
const QUOTE_STAND_IN = { name: 'Mostrador', phone: '+5491100000000', city: '-', address: '-' };

/**
 * The quote's body: the order as it is now, with stand-ins for the client and the address while
 * they are missing (pricing, the coupon and the shipment cost do not depend on them). Whether a
 * stand-in was used says if the quote's refusal is about this order. null with no lines.
 */
export function quoteBody(draft: OrderDraft): { body: CreateOrderBodyInput; complete: boolean } | null {
  if (draft.lines.length === 0) return null;
  const body = orderBody(draft);
  let complete = true;
  if (body.client.name === '') {
    body.client.name = QUOTE_STAND_IN.name;
    complete = false;
  }
  if (normalisePhone(body.client.phone) === null) {
    body.client.phone = QUOTE_STAND_IN.phone;
    complete = false;
  }
  const location = body.delivery.location;
  if (location && (location.city === '' || location.address_one === '')) {
    body.delivery.location = {
      ...location,
      city: location.city || QUOTE_STAND_IN.city,
      address_one: location.address_one || QUOTE_STAND_IN.address,
    };
    complete = false;
  }
  return { body, complete };
}

/** A new line for an article: its picks must already hold (see `lineProblems`). */
export function newLine(article: PublicArticle, picks: LinePicks, message: string, key: string): DraftLine {
  return { key, article_id: article.id, name: article.name, picks, message: message.trim() };
}

/** The picks' option names, 'Grande, Extra queso x2', for the line's summary. */
export function picksText(line: DraftLine, toppings: readonly PublicTopping[]): string {
  const names: string[] = [];
  for (const [toppingId, pick] of Object.entries(line.picks)) {
    const topping = toppings.find((candidate) => candidate.id === toppingId);
    for (const [optionId, count] of Object.entries(pick)) {
      const option = topping?.options.find((candidate) => candidate.id === optionId);
      if (option && count > 0) names.push(count > 1 ? `${option.name} x${count}` : option.name);
    }
  }
  return names.join(', ');
}

/** The line's price as the server makes it: the article total plus each option total times its count. */
export function linePriceCents(article: PublicArticle, picks: LinePicks, toppings: readonly PublicTopping[]): number {
  let cents = toCents(article.price.total.amount);
  for (const { topping } of offeredToppings(article, toppings)) {
    for (const [optionId, count] of Object.entries(picks[topping.id] ?? {})) {
      const option = topping.options.find((candidate) => candidate.id === optionId);
      if (option) cents += toCents(option.total.amount) * count;
    }
  }
  return cents;
}


