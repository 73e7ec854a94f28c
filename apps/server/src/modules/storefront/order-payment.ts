import type { PaymentMethod } from '@comanda/contract/order-enums';
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

/** The method must be enabled; a transfer copies the store's account into the order. */
export function checkPayment(method: PaymentMethod, rules: PaymentRules): NewOrder['payment'] {
  const enabled = { cash: rules.cash, mercado_pago: rules.mercadoPago, bank_transfer: rules.bankTransfer.enabled };
  if (!enabled[method]) throw new AppError('PAYMENT:METHOD:UNAVAILABLE');
  if (method !== 'bank_transfer') return { method, bank_transfer: null };
  const { name, alias, cuit, cvu } = rules.bankTransfer;
  const account: Omit<OrderBankTransfer, 'voucher_url'> = { name, alias, cuit, cvu };
  return { method, bank_transfer: account };
}
