import type { OrderItemInput } from '@comanda/contract/storefront';

/*
 * The cart's lines and the pure rules on them. A line is an article as the customer configured
 * it (the CreateOrderBody item: article_id, toppings [{id, options [{id, count}]}], message)
 * times a quantity, plus what the page shows (names, unit price). Money is integer cents, summed
 * as the server prices an order (DECISIONS.md "Pricing"): unit = article total + each option's
 * total x its count; the order has one item per unit.
 */

export interface CartOptionPick {
  id: string;
  count: number;
}

export interface CartToppingPick {
  id: string;
  options: CartOptionPick[];
}

/** One unit of an article as POST /orders takes it (message absent when empty). */
export interface CartItem {
  article_id: string;
  toppings: CartToppingPick[];
  message?: string;
}

/** What the cart shows of a line: the names at the time it was added and its unit price. */
export interface CartLineDisplay {
  name: string;
  image_url: string | null;
  currency: string;
  /** Article total + options, one unit, in cents. */
  unit_cents: number;
  /** "Grande", "Extra queso x2": the picked options, in the article's topping order. */
  options: string[];
}

export interface CartLine {
  /** Same key, same configuration: adding it again raises the quantity. */
  key: string;
  item: CartItem;
  quantity: number;
  display: CartLineDisplay;
}

/** The order's items limit (ORDER_ITEMS_MAX in the contract): one item per unit. */
export const CART_UNITS_MAX = 50;

/** Picks sorted and empty toppings dropped, so the same choice always has the same key. */
export function normaliseItem(item: CartItem): CartItem {
  const toppings = item.toppings
    .map((topping) => ({
      id: topping.id,
      options: topping.options
        .filter((option) => option.count > 0)
        .map((option) => ({ id: option.id, count: option.count }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    }))
    .filter((topping) => topping.options.length > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
  const message = item.message?.trim();
  return message ? { article_id: item.article_id, toppings, message } : { article_id: item.article_id, toppings };
}

export function lineKey(item: CartItem): string {
  return JSON.stringify(normaliseItem(item));
}

export function unitCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotalCents(line: CartLine): number {
  return line.display.unit_cents * line.quantity;
}

/** The items total the server will compute, before delivery and coupon. */
export function itemsTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Adds quantity units of a configured article, merged with an identical line; capped at the order limit. */
export function addLine(
  lines: readonly CartLine[],
  item: CartItem,
  display: CartLineDisplay,
  quantity = 1,
): CartLine[] {
  const room = CART_UNITS_MAX - unitCount(lines);
  const adding = Math.min(Math.max(0, Math.floor(quantity)), room);
  if (adding <= 0) return [...lines];
  const normalised = normaliseItem(item);
  const key = JSON.stringify(normalised);
  const existing = lines.find((line) => line.key === key);
  if (existing) {
    return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + adding } : line));
  }
  return [...lines, { key, item: normalised, quantity: adding, display }];
}

/** Sets a line's quantity (0 or less removes it), never past the order limit. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  const others = unitCount(lines.filter((line) => line.key !== key));
  const wanted = Math.min(Math.floor(quantity), CART_UNITS_MAX - others);
  if (wanted <= 0) return removeLine(lines, key);
  return lines.map((line) => (line.key === key ? { ...line, quantity: wanted } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key);
}

/** CreateOrderBody.items: one item per unit, in the cart's order. */
export function toOrderItems(lines: readonly CartLine[]): OrderItemInput[] {
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => {
      const toppings = line.item.toppings.map((topping) => ({
        id: topping.id,
        options: topping.options.map((option) => ({ ...option })),
      }));
      return line.item.message
        ? { article_id: line.item.article_id, toppings, message: line.item.message }
        : { article_id: line.item.article_id, toppings };
    }),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readPick(value: unknown): CartOptionPick | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !isCount(value.count)) return null;
  return { id: value.id, count: value.count };
}

function readTopping(value: unknown): CartToppingPick | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !Array.isArray(value.options)) return null;
  const options = value.options.map(readPick);
  return options.every((option) => option !== null) ? { id: value.id, options } : null;
}

/** A stored line, checked field by field (storage is the user's: anything may be there). */
function readLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isCount(value.quantity) || !isRecord(value.item) || !isRecord(value.display)) return null;
  const { item, display } = value;
  if (typeof item.article_id !== 'string' || !Array.isArray(item.toppings)) return null;
  const toppings = item.toppings.map(readTopping);
  if (!toppings.every((topping) => topping !== null)) return null;
  if (item.message !== undefined && typeof item.message !== 'string') return null;
  if (typeof display.name !== 'string' || typeof display.currency !== 'string') return null;
  if (typeof display.unit_cents !== 'number' || !Number.isInteger(display.unit_cents) || display.unit_cents < 0) return null;
  const options = Array.isArray(display.options) ? display.options.filter((o): o is string => typeof o === 'string') : [];
  const normalised = normaliseItem({ article_id: item.article_id, toppings, message: item.message });
  return {
    key: JSON.stringify(normalised),
    item: normalised,
    quantity: value.quantity,
    display: {
      name: display.name,
      image_url: typeof display.image_url === 'string' ? display.image_url : null,
      currency: display.currency,
      unit_cents: display.unit_cents,
      options,
    },
  };
}

const STORED_VERSION = 1;

export function serialiseCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: STORED_VERSION, lines });
}

/** The stored cart, or empty when absent, unreadable or of another version; bad lines dropped. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.version !== STORED_VERSION || !Array.isArray(parsed.lines)) return [];
  let lines: CartLine[] = [];
  for (const stored of parsed.lines) {
    const line = readLine(stored);
    if (line) lines = addLine(lines, line.item, line.display, line.quantity);
  }
  return lines;
}
