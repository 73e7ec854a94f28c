import type { CreateOrderBody } from '@comanda/contract/storefront';
import { AppError } from '../../http/app-error';
import type { NewOrder } from '../orders/new-order';
import { stockUnitsOf } from '../orders/order-stock-units';
import { orderSettingsOf } from '../store/ordering/order-settings.service';
import { statusFacts, statusHoldsOf } from '../store/status/status.service';
import { extraDelayMinutesAt } from '../store/status/store-status';
import { type CheckedDelivery, checkDelivery, type DeliveryRules } from './order-delivery';
import type { OrderFactsRows } from './order-facts.repository';
import { checkPayment, type PaymentRules } from './order-payment';
import { type PricedItems, priceItems, type PricingCatalogue } from './order-pricing';

/*
 * One pricing and checking of an order body, shared by placing it (storefront and counter) and
 * by its quote: what the order would be and which refusal placing it would answer, from the
 * facts read in one statement. Nothing here reads the database or the clock.
 */

/** A check's outcome: the value, or the refusal placing the order would answer. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function attempt<T>(check: () => T): Checked<T> {
  try {
    return { ok: true, value: check() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** The value, or the check's refusal thrown. */
export function valueOf<T>(checked: Checked<T>): T {
  if (!checked.ok) throw checked.error;
  return checked.value;
}

const catalogueOf = (facts: OrderFactsRows): PricingCatalogue => ({
  articles: new Map(facts.articles.map((article) => [article.id, article])),
  toppings: new Map(facts.toppings.map((topping) => [topping.id, topping])),
});

export interface OrderRules {
  delivery: DeliveryRules;
  payment: PaymentRules;
  turnId: string | null;
  extraDelayMinutes: number;
}

/**
 * The store's settings, its turn and its pauses and extra delay: what delivery and payment are
 * checked against, by the store status rule staff see.
 */
export function rulesOf(facts: OrderFactsRows, now: Date): OrderRules {
  const settings = orderSettingsOf(facts.settings);
  const timeZone = facts.store.timezone;
  const holds = statusHoldsOf(facts.pauses, facts.extraDelay);
  const status = statusFacts({ timeZone, settings, openTurnId: facts.openTurnId, holds });
  const delivery: DeliveryRules = {
    shipment: settings.shipment,
    takeAway: settings.takeAway,
    timeZone,
    preparationDelayMinutes: settings.preparationDelayMinutes,
    status,
    now,
  };
  const payment: PaymentRules = {
    cash: settings.cash,
    mercadoPago: settings.mercadoPago,
    bankTransfer: settings.bankTransfer,
  };
  return { delivery, payment, turnId: facts.openTurnId, extraDelayMinutes: extraDelayMinutesAt(status, now) };
}

export interface AssessedOrder {
  priced: PricedItems;
  rules: OrderRules;
  delivery: Checked<CheckedDelivery>;
  payment: Checked<NewOrder['payment']>;
  /** What the order keeps as imports.delivery: the shipment cost, 0 for take-away. */
  deliveryCents: number;
  /** What the order takes from each stock item. */
  units: Map<string, number>;
}

/**
 * Prices the lines (a line that cannot be priced throws: ARTICLE:UNAVAILABLE,
 * TOPPING:SELECTION:INVALID, ORDER:ITEMS:EMPTY) and checks delivery and payment, keeping their
 * refusals. The coupon and stock, which need the database, are left to the caller.
 */
export function assessOrder(facts: OrderFactsRows, body: CreateOrderBody, now: Date, newId: () => string): AssessedOrder {
  const priced = priceItems(body.items, catalogueOf(facts), newId);
  const rules = rulesOf(facts, now);
  const delivery = attempt(() => checkDelivery(body.delivery, priced.itemsCents, rules.delivery));
  const payment = attempt(() => checkPayment(body.payment, rules.payment, priced.currency));
  const cost = body.delivery.method === 'shipment' ? rules.delivery.shipment.cost.amount : 0;
  return {
    priced,
    rules,
    delivery,
    payment,
    deliveryCents: Math.round(cost * 100),
    units: stockUnitsOf(facts.stockRefs, priced),
  };
}
