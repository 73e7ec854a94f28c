import { randomUUID } from 'node:crypto';
import type { Article } from '@comanda/contract/catalogue/articles';
import type { Coupon } from '@comanda/contract/catalogue/coupons';
import type { Price } from '@comanda/contract/catalogue/price';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import { type Money, fromCents, toCents } from '@comanda/contract/money';
import type { OrderImports } from '@comanda/contract/orders';
import type { NewOrderItem, NewOrderTopping } from '../modules/orders/new-order';

/*
 * Prices demo orders from the stored catalogue as DECISIONS.md "Pricing" says, on integer cents:
 * a line is the article's total plus each option's total times its count; the coupon is
 * discount_amount + items x discount_percent, capped by max_amount and max_percent and the items.
 */

export interface DemoLine {
  /** Article slug. */
  article: string;
  /** [topping name, option name, count (default 1)] */
  options?: Array<[string, string, number?]>;
  message?: string;
}

const ars = (cents: number): Money => ({ currency: 'ARS', amount: fromCents(cents) });

/** The saving as a percent of the import, with two decimals (0 when the import is 0). */
const discountPercent = (importCents: number, totalCents: number): number =>
  importCents === 0 ? 0 : Math.round(((importCents - totalCents) * 10_000) / importCents) / 100;

const priceCents = (price: Price) => ({ import: toCents(price.import.amount), total: toCents(price.total.amount) });

function lineToppings(line: DemoLine, toppings: readonly Topping[]): NewOrderTopping[] {
  const chosen: NewOrderTopping[] = [];
  for (const [toppingName, optionName, count = 1] of line.options ?? []) {
    const topping = toppings.find((candidate) => candidate.name === toppingName);
    const option = topping?.options.find((candidate) => candidate.name === optionName);
    if (!topping || !option) throw new Error(`Demo: no existe ${toppingName} / ${optionName}`);
    let entry = chosen.find((candidate) => candidate.id === topping.id);
    if (!entry) {
      entry = { id: topping.id, name: topping.name, error: null, options: [] };
      chosen.push(entry);
    }
    entry.options.push({
      id: option.id,
      name: option.name,
      count,
      imports: { import: option.import, discount: option.discount, total: option.total },
    });
  }
  return chosen;
}

/** One priced line (one unit of the article) with copies of the names, slug and picture. */
export function priceDemoLine(line: DemoLine, articles: readonly Article[], toppings: readonly Topping[]): NewOrderItem {
  const article = articles.find((candidate) => candidate.slug === line.article);
  if (!article) throw new Error(`Demo: no existe el articulo ${line.article}`);
  const chosen = lineToppings(line, toppings);
  const cents = priceCents(article.price);
  for (const option of chosen.flatMap((topping) => topping.options)) {
    const optionCents = priceCents(option.imports);
    cents.import += optionCents.import * option.count;
    cents.total += optionCents.total * option.count;
  }
  return {
    id: randomUUID(),
    message: line.message ?? null,
    imports: { import: ars(cents.import), discount: discountPercent(cents.import, cents.total), total: ars(cents.total) },
    article: {
      id: article.id,
      slug: article.slug,
      name: article.name,
      image_url: article.images_url[0] ?? null,
      imports: article.price,
    },
    toppings: chosen,
  };
}

/** The coupon's discount on these items, in cents. */
export function couponCents(coupon: Coupon, itemsCents: number): number {
  let cents = toCents(coupon.discount_amount?.amount ?? 0);
  if (coupon.discount_percent !== null) cents += Math.round((itemsCents * toCents(coupon.discount_percent)) / 10_000);
  if (coupon.max_amount !== null) cents = Math.min(cents, toCents(coupon.max_amount.amount));
  if (coupon.max_percent !== null) cents = Math.min(cents, Math.round((itemsCents * toCents(coupon.max_percent)) / 10_000));
  return Math.min(cents, itemsCents);
}

/** The order's imports: items, delivery, what article discounts saved, coupon and total. */
export function demoImports(items: readonly NewOrderItem[], deliveryCents: number, coupon: Coupon | null): OrderImports {
  const itemsCents = items.reduce((sum, item) => sum + toCents(item.imports.total.amount), 0);
  const savedCents = items.reduce(
    (sum, item) => sum + toCents(item.imports.import.amount) - toCents(item.imports.total.amount),
    0,
  );
  const couponDiscount = coupon ? couponCents(coupon, itemsCents) : 0;
  return {
    items: ars(itemsCents),
    delivery: ars(deliveryCents),
    discount: ars(savedCents),
    coupon: ars(couponDiscount),
    total: ars(itemsCents + deliveryCents - couponDiscount),
  };
}
