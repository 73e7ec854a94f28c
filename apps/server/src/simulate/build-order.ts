import type { ArticleToppingRef } from '@comanda/contract/catalogue/articles';
import { toCents } from '@comanda/contract/money';
import type { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import {
  type CreateOrderBodyInput,
  ORDER_ITEMS_MAX,
  ORDER_OPTION_COUNT_MAX,
  type OrderItemInput,
  type PublicArticle,
  type PublicStore,
  type PublicTopping,
  type StorefrontCatalogue,
} from '@comanda/contract/storefront';
import { addDays, dayOfDate, instantOf, localMoment } from '../modules/storefront/store-clock';
import { customerAddress, customerName, customerPhone, itemMessage } from './customers';
import { chance, intBetween, pick, pickSome, pickWeighted, type Random } from './random';

/** The store cannot take any simulated order as it is set up (nothing to sell, no delivery...). */
export class SimulationSetupError extends Error {}

/** A built order and what the simulator prints about it. */
export interface SimulatedOrder {
  body: CreateOrderBodyInput;
  method: DeliveryMethod;
  payment: PaymentMethod;
  /** 'Lo antes posible' or the chosen slot ('2026-05-02 20:00'). */
  when: string;
}

type DeliverySettings = Pick<PublicStore['delivery']['shipment'], 'enabled' | 'immediate_enabled' | 'schedule_enabled' | 'schedule'>;

/** How many option units a reference asks for at least (DECISIONS.md "Pricing": required means one or more). */
const leastUnits = (ref: ArticleToppingRef): number => (ref.required ? Math.max(1, ref.min) : ref.min);

/**
 * An article can be ordered when every reference that asks for units names a topping with at
 * least one option (references to toppings not listed are ignored, as the server ignores them).
 */
function isOrderable(article: PublicArticle, toppings: ReadonlyMap<string, PublicTopping>): boolean {
  return article.toppings.every((ref) => {
    const topping = toppings.get(ref.id);
    if (!topping) return true;
    const least = leastUnits(ref);
    if (ref.max > 0 && least > ref.max) return false;
    return least <= topping.options.length * ORDER_OPTION_COUNT_MAX;
  });
}

/** `units` spread over a few of the options, at most ORDER_OPTION_COUNT_MAX each. */
function spreadUnits(random: Random, topping: PublicTopping, units: number) {
  const needed = Math.ceil(units / ORDER_OPTION_COUNT_MAX);
  const count = Math.min(topping.options.length, Math.max(needed, intBetween(random, 1, Math.min(units, 4))));
  const options = pickSome(random, topping.options, count);
  const counts = options.map(() => 1);
  for (let left = units - options.length; left > 0; left--) {
    const open = counts.flatMap((value, index) => (value < ORDER_OPTION_COUNT_MAX ? [index] : []));
    const index = pick(random, open);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return options.map((option, index) => ({ id: option.id, count: counts[index] ?? 1 }));
}

/** How many units the customer picks from one reference: what it requires, and extras now and then. */
function unitsFor(random: Random, ref: ArticleToppingRef, topping: PublicTopping): number {
  if (topping.options.length === 0) return 0;
  const least = leastUnits(ref);
  const wantsMore = chance(random, least > 0 ? 0.3 : 0.35);
  if (!wantsMore) return least;
  const most = ref.max > 0 ? ref.max : least + 3;
  return intBetween(random, Math.max(least, 1), Math.max(least, 1, Math.min(most, least + 3)));
}

function line(random: Random, article: PublicArticle, toppings: ReadonlyMap<string, PublicTopping>) {
  let cents = toCents(article.price.total.amount);
  const chosen: OrderItemInput['toppings'] = [];
  for (const ref of article.toppings) {
    const topping = toppings.get(ref.id);
    if (!topping) continue;
    const units = unitsFor(random, ref, topping);
    if (units === 0) continue;
    const options = spreadUnits(random, topping, units);
    for (const { id, count } of options) {
      const option = topping.options.find((candidate) => candidate.id === id);
      cents += toCents(option?.total.amount ?? 0) * count;
    }
    chosen.push({ id: topping.id, options });
  }
  const message = itemMessage(random);
  const item: OrderItemInput = { article_id: article.id, toppings: chosen, ...(message ? { message } : {}) };
  return { item, cents };
}

/** Slots of the coming week that start after now plus the preparation delay (and a margin). */
export function upcomingSlots(
  schedule: readonly ScheduleEntry[],
  now: Date,
  timeZone: string,
  delayMinutes: number,
): Array<{ date: string; entry: ScheduleEntry }> {
  // Two minutes of margin: the order travels after it is built.
  const earliest = now.getTime() + (delayMinutes + 2) * 60_000;
  const today = localMoment(now, timeZone).date;
  const slots: Array<{ date: string; entry: ScheduleEntry; at: number }> = [];
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    for (const entry of schedule) {
      if (!entry.active || entry.day !== dayOfDate(date)) continue;
      const at = instantOf(date, entry.start, timeZone).getTime();
      if (at >= earliest) slots.push({ date, entry, at });
    }
  }
  return slots.sort((a, b) => a.at - b.at).map(({ date, entry }) => ({ date, entry }));
}

interface Timing {
  immediate: boolean;
  datetime?: { date: string; schedule_id: string };
  when: string;
}

/** As soon as possible most of the time; a later slot now and then (or when that is all there is). */
function timingFor(random: Random, settings: DeliverySettings, store: PublicStore, now: Date): Timing | null {
  if (!settings.enabled) return null;
  const slots = settings.schedule_enabled
    ? upcomingSlots(settings.schedule, now, store.timezone, store.preparation_delay)
    : [];
  const immediate = settings.immediate_enabled;
  if (slots.length > 0 && (!immediate || chance(random, 0.15))) {
    const { date, entry } = pick(random, slots.slice(0, 6));
    return { immediate: false, datetime: { date, schedule_id: entry.id }, when: `${date} ${entry.start}` };
  }
  return immediate ? { immediate: true, when: 'Lo antes posible' } : null;
}

function paymentFor(random: Random, store: PublicStore): PaymentMethod {
  const { cash, bank_transfer: transfer, mercado_pago: mercadoPago } = store.payments;
  const usual: Array<readonly [PaymentMethod, number]> = [
    ...(cash.enabled ? [['cash', 6] as const] : []),
    ...(transfer.enabled ? [['bank_transfer', 4] as const] : []),
  ];
  if (usual.length > 0) return pickWeighted(random, usual);
  if (mercadoPago.enabled) return 'mercado_pago';
  throw new SimulationSetupError('La tienda no tiene ningun medio de pago habilitado (Configuraciones > Pagos).');
}

/**
 * A believable storefront order for the store as its public profile and catalogue show it:
 * one to four articles (toppings within each reference's min, max and required), a customer with
 * an Argentine mobile, shipment to an address in the store's city or take-away, and cash or
 * transfer as the store takes them. Pure: the same random sequence builds the same order.
 */
export function buildSimulatedOrder(
  store: PublicStore,
  catalogue: StorefrontCatalogue,
  random: Random,
  now: Date,
): SimulatedOrder {
  // Sold-out articles and options are listed for customers to see, not to order.
  const toppings = new Map(
    catalogue.toppings.map((topping) => [topping.id, { ...topping, options: topping.options.filter((option) => !option.sold_out) }]),
  );
  const articles = [
    ...new Map(catalogue.sections.flatMap((section) => section.articles).map((article) => [article.id, article])).values(),
  ].filter((article) => !article.sold_out && isOrderable(article, toppings));
  if (articles.length === 0) {
    throw new SimulationSetupError('La tienda no tiene articulos para pedir: revisa el catalogo (secciones visibles con articulos activos).');
  }

  const { shipment, take_away: takeAway } = store.delivery;
  const methods: Array<readonly [{ method: DeliveryMethod; timing: Timing }, number]> = [];
  const shipmentTiming = timingFor(random, shipment, store, now);
  if (shipmentTiming) methods.push([{ method: 'shipment', timing: shipmentTiming }, 6]);
  const takeAwayTiming = timingFor(random, takeAway, store, now);
  if (takeAwayTiming) methods.push([{ method: 'take_away', timing: takeAwayTiming }, 4]);
  if (methods.length === 0) {
    throw new SimulationSetupError('La tienda no tiene envio ni retiro habilitados (Configuraciones > Entrega).');
  }
  const { method, timing } = pickWeighted(random, methods);

  const items: OrderItemInput[] = [];
  let itemsCents = 0;
  const addLine = (article: PublicArticle) => {
    const built = line(random, article, toppings);
    items.push(built.item);
    itemsCents += built.cents;
  };
  const lines = pickWeighted(random, [[1, 35], [2, 35], [3, 20], [4, 10]] as const);
  while (items.length < lines) {
    const article = pick(random, articles);
    addLine(article);
    // Two of the same, as people order empanadas or drinks.
    if (items.length < lines && chance(random, 0.2)) addLine(article);
  }
  if (method === 'shipment') {
    const minimum = toCents(shipment.min_amount_items.amount);
    while (itemsCents < minimum && items.length < ORDER_ITEMS_MAX) addLine(pick(random, articles));
  }

  const city = takeAway.address.city.trim() || 'CABA';
  const body: CreateOrderBodyInput = {
    client: { name: customerName(random), phone: customerPhone(random, city) },
    items,
    delivery: {
      method,
      immediate: timing.immediate,
      ...(timing.datetime ? { datetime: timing.datetime } : {}),
      ...(method === 'shipment' ? { location: customerAddress(random, city) } : {}),
    },
    payment: { method: paymentFor(random, store) },
  };
  return { body, method, payment: body.payment.method, when: timing.when };
}
