import { fromCents, toCents } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.orders.payment;

/**
 * 'Paga con X · Vuelto Y' for a cash order whose customer said what they pay with: the change
 * to bring is pays_with - total, on cents. null when the order is not cash or nothing was said.
 */
export function cashChangeText(order: Pick<Order, 'payment' | 'imports'>): string | null {
  const paysWith = order.payment.methods.cash?.pays_with;
  if (!paysWith) return null;
  const changeCents = toCents(paysWith.amount) - toCents(order.imports.total.amount);
  const paying = `${text.paysWith} ${formatMoney(paysWith)}`;
  if (changeCents < 0) return paying;
  return `${paying} · ${text.change} ${formatMoney({ currency: paysWith.currency, amount: fromCents(changeCents) })}`;
}
