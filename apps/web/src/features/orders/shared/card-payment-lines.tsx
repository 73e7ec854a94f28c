import { paymentMethodLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { Anchor, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { cashPaysWith, transferVoucher } from './card-payment';

const text = messages.board;

/**
 * Under a card's amount to collect: 'Paga con' and 'Vuelto' for cash still to collect, and for a
 * transfer its method and the voucher's state, with the link to view it once uploaded (the Pago
 * tab's link). Nothing for other orders.
 */
export function CardPaymentLines({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  const cash = cashPaysWith(order);
  const voucher = transferVoucher(order);
  if (cash) {
    return (
      <Group gap="xs" data-testid="cash-change">
        <Text size={size}>{text.paysWith(formatMoney(cash.paysWith))}</Text>
        {cash.change ? (
          <Text size={size} fw={700}>
            {text.change(formatMoney(cash.change))}
          </Text>
        ) : null}
      </Group>
    );
  }
  if (!voucher) return null;
  return (
    <Group gap="xs" data-testid="transfer-voucher">
      <Text size={size}>{paymentMethodLabel.bank_transfer}</Text>
      {voucher.url ? (
        <>
          <Text size={size}>{text.voucherUploaded}</Text>
          <Anchor href={voucher.url} size={size} target="_blank" rel="noopener noreferrer">
            {text.viewVoucher}
          </Anchor>
        </>
      ) : (
        <Text size={size} fw={700}>
          {text.voucherMissing}
        </Text>
      )}
    </Group>
  );
}
