import type { Article, ArticleToppingRef } from '@comanda/contract/catalogue/articles';
import type { Price } from '@comanda/contract/catalogue/price';
import type { Topping, ToppingOption } from '@comanda/contract/catalogue/toppings';
import type { Currency } from '@comanda/contract/money';
import { fromCents, toCents } from '@comanda/contract/money';
import type { OrderImports } from '@comanda/contract/orders';
import type { OrderItemInput } from '@comanda/contract/storefront';
import { AppError } from '../../http/app-error';
import type { NewOrderItem, NewOrderTopping } from '../orders/new-order';

/** What pricing reads of an article. */
export type PricingArticle = Pick<Article, 'id' | 'name' | 'slug' | 'images_url' | 'price' | 'toppings'>;

/** What pricing reads of a topping: its name and options. */
export interface PricingTopping extends Pick<Topping, 'id' | 'name'> {
  options: ReadonlyArray<Pick<ToppingOption, 'id' | 'name' | 'disabled' | 'import' | 'discount' | 'total'>>;
}

/** What lines are priced against: the store's active articles and visible toppings (all options). */
export interface PricingCatalogue {
  articles: ReadonlyMap<string, PricingArticle>;
  toppings: ReadonlyMap<string, PricingTopping>;
}

export interface PricedItems {
  items: NewOrderItem[];
  currency: Currency;
  /** Sum of the lines' totals (what the customer pays for the items). */
  itemsCents: number;
  /** What article and option discounts saved: sum of imports less sum of totals. */
  savedCents: number;
  /** Sold units per article and per option (stock is taken by these). */
  articleUnits: Map<string, number>;
  optionUnits: Map<string, number>;
}

const unavailable = (what: string) => new AppError('ARTICLE:UNAVAILABLE', `${what} no esta disponible`);
const invalidSelection = (what: string) => new AppError('TOPPING:SELECTION:INVALID', what);

type OrderToppingInput = OrderItemInput['toppings'][number];

const add = (units: Map<string, number>, id: string, count: number) => units.set(id, (units.get(id) ?? 0) + count);

/** The percent a total keeps off an import, with two decimals (0 for a free line). */
function discountPercent(importCents: number, totalCents: number): number {
  if (importCents <= 0) return 0;
  return Math.round(((importCents - totalCents) * 10_000) / importCents) / 100;
}

function linePrice(currency: Currency, importCents: number, totalCents: number): Price {
  return {
    import: { currency, amount: fromCents(importCents) },
    discount: discountPercent(importCents, totalCents),
    total: { currency, amount: fromCents(totalCents) },
  };
}

/**
 * min and max count the option units picked from the topping (max 0: no limit); picking none is
 * fine unless the topping is required, which asks for at least one unit and at least min.
 */
function checkQuantity(ref: ArticleToppingRef, units: number, name: string): void {
  if (units === 0 && !ref.required) return;
  const least = ref.required ? Math.max(1, ref.min) : ref.min;
  if (units < least) throw invalidSelection(`${name}: elegir al menos ${least}`);
  if (ref.max > 0 && units > ref.max) throw invalidSelection(`${name}: elegir como maximo ${ref.max}`);
}

interface PricedTopping {
  topping: NewOrderTopping;
  importCents: number;
  totalCents: number;
}

function priceTopping(
  choice: OrderToppingInput,
  ref: ArticleToppingRef,
  topping: PricingTopping,
  currency: Currency,
  optionUnits: Map<string, number>,
): PricedTopping {
  const seen = new Set<string>();
  let units = 0;
  let importCents = 0;
  let totalCents = 0;
  const options = choice.options.map(({ id, count }) => {
    if (seen.has(id)) throw invalidSelection(`${topping.name}: una opcion aparece dos veces`);
    seen.add(id);
    const option = topping.options.find((candidate) => candidate.id === id);
    if (!option) throw invalidSelection(`${topping.name}: la opcion no pertenece al topping`);
    if (option.disabled) throw unavailable(option.name);
    if (option.total.currency !== currency) throw unavailable(option.name);
    units += count;
    importCents += toCents(option.import.amount) * count;
    totalCents += toCents(option.total.amount) * count;
    add(optionUnits, id, count);
    return { id, name: option.name, count, imports: { import: option.import, discount: option.discount, total: option.total } };
  });
  checkQuantity(ref, units, topping.name);
  return { topping: { id: topping.id, name: topping.name, error: null, options }, importCents, totalCents };
}

function priceLine(
  input: OrderItemInput,
  catalogue: PricingCatalogue,
  newId: () => string,
  optionUnits: Map<string, number>,
): { item: NewOrderItem; importCents: number; totalCents: number } {
  const article = catalogue.articles.get(input.article_id);
  if (!article) throw unavailable('Un articulo');
  const { currency } = article.price.total;
  // Only references to visible toppings count, as the storefront catalogue shows them.
  const refs = article.toppings.filter((ref) => catalogue.toppings.has(ref.id));
  const chosen = new Map<string, OrderToppingInput>();
  for (const choice of input.toppings) {
    if (chosen.has(choice.id)) throw invalidSelection(`${article.name}: un topping aparece dos veces`);
    if (!refs.some((ref) => ref.id === choice.id)) throw invalidSelection(`${article.name}: el topping no se ofrece`);
    chosen.set(choice.id, choice);
  }
  let importCents = toCents(article.price.import.amount);
  let totalCents = toCents(article.price.total.amount);
  const toppings: NewOrderTopping[] = [];
  for (const ref of refs) {
    const topping = catalogue.toppings.get(ref.id);
    if (!topping) continue;
    const choice = chosen.get(ref.id) ?? { id: ref.id, options: [] };
    const priced = priceTopping(choice, ref, topping, currency, optionUnits);
    importCents += priced.importCents;
    totalCents += priced.totalCents;
    if (priced.topping.options.length > 0) toppings.push(priced.topping);
  }
  const item: NewOrderItem = {
    id: newId(),
    message: input.message ? input.message : null,
    imports: linePrice(currency, importCents, totalCents),
    article: {
      id: article.id,
      slug: article.slug,
      name: article.name,
      image_url: article.images_url[0] ?? null,
      imports: article.price,
    },
    toppings,
  };
  return { item, importCents, totalCents };
}

/**
 * DECISIONS.md "Pricing": each line is one unit; line total = article total + each chosen
 * option's total times its count. Sums are made in integer cents.
 */
export function priceItems(
  inputs: readonly OrderItemInput[],
  catalogue: PricingCatalogue,
  newId: () => string,
): PricedItems {
  if (inputs.length === 0) throw new AppError('ORDER:ITEMS:EMPTY');
  const articleUnits = new Map<string, number>();
  const optionUnits = new Map<string, number>();
  const items: NewOrderItem[] = [];
  let importCents = 0;
  let itemsCents = 0;
  let currency: Currency | null = null;
  for (const input of inputs) {
    const line = priceLine(input, catalogue, newId, optionUnits);
    const lineCurrency = line.item.imports.total.currency;
    if (currency !== null && lineCurrency !== currency) throw unavailable(line.item.article.name);
    currency = lineCurrency;
    add(articleUnits, line.item.article.id, 1);
    items.push(line.item);
    importCents += line.importCents;
    itemsCents += line.totalCents;
  }
  return {
    items,
    currency: currency ?? 'ARS',
    itemsCents,
    savedCents: importCents - itemsCents,
    articleUnits,
    optionUnits,
  };
}

/** The order's imports: items, delivery, what discounts saved, coupon, and total = items + delivery - coupon. */
export function orderImports(priced: PricedItems, deliveryCents: number, couponCents: number): OrderImports {
  const money = (cents: number) => ({ currency: priced.currency, amount: fromCents(cents) });
  return {
    items: money(priced.itemsCents),
    delivery: money(deliveryCents),
    discount: money(priced.savedCents),
    coupon: money(couponCents),
    total: money(priced.itemsCents + deliveryCents - couponCents),
  };
}
