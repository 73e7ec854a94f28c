import { fromCents, toCents } from '@comanda/contract/money';
import type { Money } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { cashToCollect } from './order-summary';

/**
 * The cash a card shows while it is still to collect: what the customer said they pay with and
 * the change to bring (pays_with − total, on integer cents; null when they pay with less).
 * null when nothing is to collect in cash or the customer did not say.
 */
export function cashPaysWith(
  order: Pick<Order, 'status' | 'payment' | 'imports'>,
): { paysWith: Money; change: Money | null } | null {
  const total = cashToCollect(order);
  const paysWith = order.payment.methods.cash?.pays_with;
  if (!total || !paysWith) return null;
  const changeCents = toCents(paysWith.amount) - toCents(total.amount);
  return {
    paysWith,
    change: changeCents < 0 ? null : { currency: total.currency, amount: fromCents(changeCents) },
  };
}

/** A transfer's voucher as a card shows it: the link once the customer uploaded it, else null; not a transfer: undefined. */
export function transferVoucher(order: Pick<Order, 'payment'>): { url: string | null } | undefined {
  const transfer = order.payment.methods.bank_transfer;
  if (!transfer) return undefined;
  return { url: transfer.voucher_url };
}
