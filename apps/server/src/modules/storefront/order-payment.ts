import { type Currency, toCents } from '@comanda/contract/money';
import type { OrderPaymentInput } from '@comanda/contract/order-input';
import type { OrderBankTransfer } from '@comanda/contract/orders';
import type { BankTransferSettings } from '@comanda/contract/store/payments';
import { AppError } from '../../http/app-error';
import type { NewOrder } from '../orders/new-order';

/** Which payment methods the store takes, and the account a transfer goes to. */
export interface PaymentRules {
  cash: boolean;
  mercadoPago: boolean;
  bankTransfer: BankTransferSettings;
}

/**
 * The method must be enabled; a transfer copies the store's account into the order, cash keeps
 * what the customer pays with (in the order's currency; checked against the total by
 * `checkPaysWith` once the coupon is known).
 */
export function checkPayment(payment: OrderPaymentInput, rules: PaymentRules, currency: Currency): NewOrder['payment'] {
  const { method } = payment;
  const enabled = { cash: rules.cash, mercado_pago: rules.mercadoPago, bank_transfer: rules.bankTransfer.enabled };
  if (!enabled[method]) throw new AppError('PAYMENT:METHOD:UNAVAILABLE');
  if (method === 'cash') {
    const paysWith = payment.pays_with == null ? null : { currency, amount: payment.pays_with };
    return { method, bank_transfer: null, paysWith };
  }
  if (method !== 'bank_transfer') return { method, bank_transfer: null };
  const { name, alias, cuit, cvu } = rules.bankTransfer;
  const account: Omit<OrderBankTransfer, 'voucher_url'> = { name, alias, cuit, cvu };
  return { method, bank_transfer: account };
}

/** Cash 'paga con' must cover the total the order is placed for, coupon included. */
export function checkPaysWith(payment: NewOrder['payment'], totalCents: number): void {
  if (payment.paysWith && toCents(payment.paysWith.amount) < totalCents) throw new AppError('PAYMENT:PAYS_WITH:LOW');
}
