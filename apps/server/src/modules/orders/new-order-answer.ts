import type { Price } from '@comanda/contract/catalogue/price';
import type { Currency, Money } from '@comanda/contract/money';
import { isCancelled } from '@comanda/contract/order-enums';
import type { Order, OrderImports, OrderItem, OrderTopping } from '@comanda/contract/orders';
import { amountFromNumeric, numericFromAmount } from '../../db/numeric';
import { timeFromColumn } from '../../db/time-column';
import type { NewOrder, NewOrderItem } from './new-order';
import { orderClientId } from './order-client-id';

/*
 * The order just placed as reading it back would answer it (order-mapping.ts), built from what
 * was written, so placing an order needs no statement to read it again. Each value goes through
 * what its column does to it: amounts keep two decimals, times read 'HH:MM' for whole minutes,
 * every amount carries the order's currency.
 */

/** What a numeric(…, 2) column gives back for an amount. */
const stored = (amount: number): number => amountFromNumeric(numericFromAmount(amount));

/** What a time column gives back for 'HH:MM' or 'HH:MM:SS'. */
const storedTime = (value: string): string => timeFromColumn(/^\d\d:\d\d$/.test(value) ? `${value}:00` : value);

/** A line as reading the order back answers it (the storefront's quote shows lines this way too). */
export function answerItem(item: NewOrderItem, currency: Currency): OrderItem {
  const money = (value: Money): Money => ({ currency, amount: stored(value.amount) });
  const price = (value: Price): Price => ({ import: money(value.import), discount: stored(value.discount), total: money(value.total) });
  const toppings: Record<string, OrderTopping> = {};
  for (const topping of item.toppings) {
    const options: OrderTopping['options'] = {};
    for (const option of topping.options) {
      options[option.id] = { id: option.id, name: option.name, count: option.count, imports: price(option.imports) };
    }
    toppings[topping.id] = { id: topping.id, name: topping.name, error: topping.error, options };
  }
  const { article } = item;
  return {
    id: item.id,
    message: item.message,
    imports: price(item.imports),
    article: { id: article.id, slug: article.slug, name: article.name, image_url: article.image_url, imports: price(article.imports) },
    toppings,
  };
}

/** The imports as reading the order back answers them, each in the order's currency. */
export function answerImports(imports: OrderImports): OrderImports {
  const currency = imports.total.currency;
  const money = (value: Money): Money => ({ currency, amount: stored(value.amount) });
  return {
    items: money(imports.items),
    delivery: money(imports.delivery),
    discount: money(imports.discount),
    coupon: money(imports.coupon),
    total: money(imports.total),
  };
}

/**
 * The contract's Order for a NewOrder just written with this number and promise (placeOrder's
 * answer). Orders placed with a rider are read back instead: the rider's name is not in the NewOrder.
 */
export function placedOrderAnswer(
  storeId: string,
  order: NewOrder,
  placed: { number: number; createdAt: Date; promisedAt: Date },
): Order {
  if (order.riderUserId) throw new Error('Una orden con repartidor se lee de la base');
  const currency = order.imports.total.currency;
  const money = (value: Money): Money => ({ currency, amount: stored(value.amount) });
  const { shipment, take_away: takeAway } = order.delivery.methods;
  const method = shipment ?? takeAway;
  if (!method) throw new Error('Una orden necesita un metodo de entrega');
  const slot =
    !method.immediate && method.datetime
      ? { ...method.datetime, start: storedTime(method.datetime.start), end: storedTime(method.datetime.end) }
      : null;
  const items: Record<string, OrderItem> = {};
  for (const item of order.items) items[item.id] = answerItem(item, currency);
  const bank = order.payment.method === 'bank_transfer' ? order.payment.bank_transfer : null;
  return {
    id: order.id,
    number: placed.number,
    status: order.status ?? 'process',
    created_at: placed.createdAt.toISOString(),
    client: { id: orderClientId(storeId, order.client.phone), name: order.client.name, phone: order.client.phone },
    items,
    delivery: {
      cost: money(order.delivery.cost),
      status: order.deliveryStatus ?? 'pending',
      methods: {
        take_away: shipment ? null : { immediate: method.immediate, datetime: slot },
        shipment: shipment
          ? {
              immediate: method.immediate,
              datetime: slot,
              location: {
                city: shipment.location.city ?? '',
                address_one: shipment.location.address_one ?? '',
                address_two: shipment.location.address_two ?? '',
                indications: shipment.location.indications ?? '',
              },
            }
          : null,
      },
      rider: null,
    },
    payment: {
      status: order.paymentStatus ?? 'pending',
      methods: {
        cash:
          order.payment.method === 'cash'
            ? { pays_with: order.payment.paysWith ? money(order.payment.paysWith) : null }
            : null,
        bank_transfer: bank
          ? { name: bank.name ?? '', alias: bank.alias ?? '', cuit: bank.cuit ?? '', cvu: bank.cvu ?? '', voucher_url: null }
          : null,
        mercado_pago: order.payment.method === 'mercado_pago' ? {} : null,
      },
    },
    preparation: { status: order.preparationStatus ?? 'pending' },
    coupon: order.coupon ? { id: order.coupon.id, code: order.coupon.code } : null,
    imports: answerImports(order.imports),
    promised_at: placed.promisedAt.toISOString(),
    accepted_at: order.acceptedAt?.toISOString() ?? null,
    seen_at: order.seenAt?.toISOString() ?? null,
    cancel_reason: null,
    entered_by: order.enteredBy ? { user_id: order.enteredBy.userId, name: order.enteredBy.name } : null,
    // As order-mapping.ts reads it: placed already delivered or cancelled, the wait ended then.
    finished_at:
      order.deliveryStatus === 'delivered' || isCancelled(order.status ?? 'process') ? placed.createdAt.toISOString() : null,
  };
}
