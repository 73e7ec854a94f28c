import type { Selectable } from 'kysely';
import type { Currency, Money } from '@comanda/contract/money';
import { isCancelled } from '@comanda/contract/order-enums';
import type { Price } from '@comanda/contract/catalogue/price';
import type { Order, OrderDeliverySlot, OrderItem, OrderTopping } from '@comanda/contract/orders';
import { amountFromNumeric } from '../../db/numeric';
import type {
  OrderItemOptionsTable,
  OrderItemToppingsTable,
  OrderItemsTable,
  OrdersTable,
} from '../../db/tables/orders';
import { timeFromColumn } from '../../db/time-column';

/** An orders row as the repository reads it: the date as text and the rider's user, if any. */
export type OrderRow = Selectable<OrdersTable> & {
  delivery_day: string | null;
  rider_first_name: string | null;
  rider_last_name: string | null;
  rider_email: string | null;
  rider_phone: string | null;
  /** The name of the user who entered it, as the user is called now. */
  entered_by_name: string | null;
};

export interface OrderChildren {
  items: Selectable<OrderItemsTable>[];
  toppings: Selectable<OrderItemToppingsTable>[];
  options: Selectable<OrderItemOptionsTable>[];
}

/**
 * When the order's wait ended: the moment it was delivered; for a cancelled one, its last change
 * (a cancelled order takes no more flow changes, so that is when it was cancelled).
 */
function finishedAt(row: OrderRow): Date | null {
  if (row.delivered_at) return row.delivered_at;
  return isCancelled(row.status) ? row.updated_at : null;
}

const money = (amount: string, currency: Currency): Money => ({ currency, amount: amountFromNumeric(amount) });

const price = (currency: Currency, importValue: string, discount: string, total: string): Price => ({
  import: money(importValue, currency),
  discount: amountFromNumeric(discount),
  total: money(total, currency),
});

function slotOf(row: OrderRow): OrderDeliverySlot | null {
  if (row.delivery_immediate || !row.delivery_day || !row.delivery_schedule_id) return null;
  return {
    date: row.delivery_day,
    schedule_id: row.delivery_schedule_id,
    start: timeFromColumn(row.delivery_start ?? '00:00:00'),
    end: timeFromColumn(row.delivery_end ?? '00:00:00'),
  };
}

function itemsOf(row: OrderRow, children: OrderChildren): Record<string, OrderItem> {
  const items: Record<string, OrderItem> = {};
  const toppingsByItem = new Map<string, Record<string, OrderTopping>>();
  for (const topping of children.toppings) {
    const ofItem = toppingsByItem.get(topping.item_id) ?? {};
    ofItem[topping.topping_id] = { id: topping.topping_id, name: topping.name, error: topping.error, options: {} };
    toppingsByItem.set(topping.item_id, ofItem);
  }
  for (const option of children.options) {
    const topping = toppingsByItem.get(option.item_id)?.[option.topping_id];
    if (!topping) continue;
    topping.options[option.option_id] = {
      id: option.option_id,
      name: option.name,
      count: option.count,
      imports: price(row.currency, option.option_import, option.option_discount, option.option_total),
    };
  }
  for (const item of children.items) {
    items[item.id] = {
      id: item.id,
      message: item.message,
      imports: price(row.currency, item.item_import, item.item_discount, item.item_total),
      article: {
        id: item.article_id,
        slug: item.article_slug,
        name: item.article_name,
        image_url: item.article_image_url,
        imports: price(row.currency, item.article_import, item.article_discount, item.article_total),
      },
      toppings: toppingsByItem.get(item.id) ?? {},
    };
  }
  return items;
}

/** The contract's Order from its row and its lines (children of this order only, in position order). */
export function orderFromRows(row: OrderRow, children: OrderChildren): Order {
  const slot = slotOf(row);
  const location = {
    city: row.location_city,
    address_one: row.location_address_one,
    address_two: row.location_address_two,
    indications: row.location_indications,
  };
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.created_at.toISOString(),
    client: { id: row.client_id, name: row.client_name, phone: row.client_phone },
    items: itemsOf(row, children),
    delivery: {
      cost: money(row.delivery_cost, row.currency),
      status: row.delivery_status,
      methods: {
        take_away: row.delivery_method === 'take_away' ? { immediate: row.delivery_immediate, datetime: slot } : null,
        shipment:
          row.delivery_method === 'shipment' ? { immediate: row.delivery_immediate, datetime: slot, location } : null,
      },
      rider:
        row.rider_user_id && row.rider_first_name !== null
          ? {
              id: row.rider_user_id,
              first_name: row.rider_first_name,
              last_name: row.rider_last_name ?? '',
              email: row.rider_email,
              phone: row.rider_phone,
            }
          : null,
    },
    payment: {
      status: row.payment_status,
      methods: {
        cash:
          row.payment_method === 'cash'
            ? { pays_with: row.cash_pays_with === null ? null : money(row.cash_pays_with, row.currency) }
            : null,
        bank_transfer:
          row.payment_method === 'bank_transfer'
            ? {
                name: row.bank_transfer_name ?? '',
                alias: row.bank_transfer_alias ?? '',
                cuit: row.bank_transfer_cuit ?? '',
                cvu: row.bank_transfer_cvu ?? '',
                voucher_url: row.voucher_url,
              }
            : null,
        mercado_pago: row.payment_method === 'mercado_pago' ? {} : null,
      },
    },
    preparation: { status: row.preparation_status },
    coupon: row.coupon_id && row.coupon_code ? { id: row.coupon_id, code: row.coupon_code } : null,
    imports: {
      items: money(row.imports_items, row.currency),
      delivery: money(row.imports_delivery, row.currency),
      discount: money(row.imports_discount, row.currency),
      coupon: money(row.imports_coupon, row.currency),
      total: money(row.imports_total, row.currency),
    },
    promised_at: row.promised_at.toISOString(),
    accepted_at: row.accepted_at?.toISOString() ?? null,
    seen_at: row.seen_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    entered_by:
      row.entered_by_user_id && row.entered_by_name !== null
        ? { user_id: row.entered_by_user_id, name: row.entered_by_name }
        : null,
    finished_at: finishedAt(row)?.toISOString() ?? null,
  };
}
