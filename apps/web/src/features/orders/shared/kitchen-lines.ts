import type { Order } from '@comanda/contract/orders';
import { messages } from '../../../lib/messages';

/** An order line as the kitchen reads it: '2 x Pizza Muzzarella', its options and the note. */
export interface KitchenLine {
  key: string;
  count: number;
  name: string;
  /** 'count x name' of each chosen option. */
  options: string[];
  message: string | null;
}

/**
 * The order's lines without expanding: identical lines (same article, options and note) are
 * merged, in the order they first appear.
 */
export function kitchenLines(order: Pick<Order, 'items'>): KitchenLine[] {
  const lines = new Map<string, KitchenLine>();
  for (const item of Object.values(order.items)) {
    const options = Object.values(item.toppings).flatMap((topping) =>
      Object.values(topping.options).map((option) => messages.orders.items.option(option.count, option.name)),
    );
    const message = item.message?.trim() ? item.message.trim() : null;
    const key = JSON.stringify([item.article.id, item.article.name, options, message]);
    const line = lines.get(key);
    if (line) line.count += 1;
    else lines.set(key, { key, count: 1, name: item.article.name, options, message });
  }
  return [...lines.values()];
}

/** '2 x Pizza Muzzarella'. */
export const kitchenLineText = (line: Pick<KitchenLine, 'count' | 'name'>): string =>
  messages.orders.items.option(line.count, line.name);
