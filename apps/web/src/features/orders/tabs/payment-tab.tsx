import { paymentMethodLabel } from '@comanda/contract/order-enums';
import type { PaymentStatus } from '@comanda/contract/order-enums';
import type { Order, OrderBankTransfer } from '@comanda/contract/orders';
import { orderPaymentMethod, orderRoutes } from '@comanda/contract/orders';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { paymentStatusLabel } from '@comanda/contract/order-enums';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { StatusSelect } from '../detail/status-select';
import { useOrderChange } from '../detail/use-order-change';
import type { OrderPermissions } from '../order-permissions';
import { cashChangeText } from './cash-change';
import { LabelledValue } from './labelled-value';

const text = messages.orders.payment;

function BankTransfer({ transfer }: { transfer: OrderBankTransfer }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue label={text.holder}>{transfer.name}</LabelledValue>
      <LabelledValue label={text.cuit}>{transfer.cuit}</LabelledValue>
      <LabelledValue label={text.cvu}>{transfer.cvu}</LabelledValue>
      <LabelledValue label={text.alias}>{transfer.alias}</LabelledValue>
      <LabelledValue label={text.voucher}>
        {transfer.voucher_url ? (
          <Anchor href={transfer.voucher_url} download target="_blank" rel="noopener noreferrer">
            {text.download}
          </Anchor>
        ) : (
          text.notUploaded
        )}
      </LabelledValue>
    </SimpleGrid>
  );
}

/**
 * Tab Pago: status (root, admin, delivery), method and, for cash, what the customer pays with and
 * the change; for a transfer, the account and voucher.
 */
export function PaymentTab({ order, can }: { order: Order; can: OrderPermissions }) {
  const api = useApi();
  const payment = useOrderChange(order.id, (status: PaymentStatus, options) =>
    api.callVersioned(orderRoutes.setPayment, { params: { orderId: order.id }, body: { status } }, options),
  );
  const transfer = order.payment.methods.bank_transfer;
  const cashChange = cashChangeText(order);
  return (
    <Stack gap="md">
      <StatusSelect
        label={text.status}
        value={order.payment.status}
        labels={paymentStatusLabel}
        disabled={!can.payment}
        pending={payment.pending}
        onChange={payment.change}
      />
      <LabelledValue label={text.method}>{paymentMethodLabel[orderPaymentMethod(order)]}</LabelledValue>
      {cashChange ? <LabelledValue label={text.cash}>{cashChange}</LabelledValue> : null}
      {transfer ? <BankTransfer transfer={transfer} /> : null}
    </Stack>
  );
}
