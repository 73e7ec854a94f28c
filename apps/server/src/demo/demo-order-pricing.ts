import { randomUUID } from 'node:crypto';
import type { Article } from '@comanda/contract/catalogue/articles';
import type { Coupon } from '@comanda/contract/catalogue/coupons';
import type { Topping } from '@comanda/contract/catalogue/toppings';
import type { OrderImports } from '@comanda/contract/orders';
import type { OrderItemInput } from '@comanda/contract/storefront';
import { numericFromAmount } from '../db/numeric';
import type { NewOrderItem } from '../modules/orders/new-order';
import { couponDiscountCents } from '../modules/storefront/coupon-discount';
import { orderImports, priceItems } from '../modules/storefront/order-pricing';

/*
 * Demo orders are priced by the storefront's own pricing (DECISIONS.md "Pricing"), so their
 * figures are what a customer would have paid. A demo line names its article by slug and its
 * options by name; here it becomes the order line a customer would have sent.
 */

export interface DemoLine {
  /** Article slug. */
  article: string;
  /** [topping name, option name, count (default 1)] */
  options?: Array<[string, string, number?]>;
  message?: string;
}

/** The line a customer would have sent: ids in place of names, one entry per topping. */
function demoItemInput(line: DemoLine, articles: readonly Article[], toppings: readonly Topping[]): OrderItemInput {
  const article = articles.find((candidate) => candidate.slug === line.article);
  if (!article) throw new Error(`Demo: no existe el articulo ${line.article}`);
  const chosen: OrderItemInput['toppings'] = [];
  for (const [toppingName, optionName, count = 1] of line.options ?? []) {
    const topping = toppings.find((candidate) => candidate.name === toppingName);
    const option = topping?.options.find((candidate) => candidate.name === optionName);
    if (!topping || !option) throw new Error(`Demo: no existe ${toppingName} / ${optionName}`);
    let entry = chosen.find((candidate) => candidate.id === topping.id);
    if (!entry) {
      entry = { id: topping.id, options: [] };
      chosen.push(entry);
    }
    entry.options.push({ id: option.id, count });
  }
  return { article_id: article.id, message: line.message, toppings: chosen };
}

/** The coupon's terms as its columns keep them, which is what the storefront's discount reads. */
const couponTerms = (coupon: Coupon) => ({
  discount_percent: coupon.discount_percent === null ? null : numericFromAmount(coupon.discount_percent),
  discount_amount: coupon.discount_amount === null ? null : numericFromAmount(coupon.discount_amount.amount),
  max_percent: coupon.max_percent === null ? null : numericFromAmount(coupon.max_percent),
  max_amount: coupon.max_amount === null ? null : numericFromAmount(coupon.max_amount.amount),
});

/**
 * Prices the lines against the store's articles and toppings as the storefront does, and answers
 * the order's items and imports (items, delivery, what discounts saved, coupon, total).
 */
export function priceDemoOrder(
  lines: readonly DemoLine[],
  catalogue: { articles: readonly Article[]; toppings: readonly Topping[] },
  deliveryCents: number,
  coupon: Coupon | null,
): { items: NewOrderItem[]; imports: OrderImports } {
  const priced = priceItems(
    lines.map((line) => demoItemInput(line, catalogue.articles, catalogue.toppings)),
    {
      articles: new Map(catalogue.articles.map((article) => [article.id, article])),
      toppings: new Map(catalogue.toppings.map((topping) => [topping.id, topping])),
    },
    randomUUID,
  );
  const couponCents = coupon ? couponDiscountCents(couponTerms(coupon), priced.itemsCents) : 0;
  return { items: priced.items, imports: orderImports(priced, deliveryCents, couponCents) };
}
