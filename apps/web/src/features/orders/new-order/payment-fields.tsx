import type { PaymentMethod } from '@comanda/contract/order-enums';
import { paymentMethodLabel } from '@comanda/contract/order-enums';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.counterOrder;

export interface PaymentFieldsProps {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  paysWith: string;
  /** The change to bring, in cents, once the total and 'Paga con' are known. */
  change: number | null;
  currency: string;
  onMethod: (method: PaymentMethod) => void;
  onPaysWith: (paysWith: string) => void;
  paysWithError?: string;
}

/** The store's enabled payment methods; cash asks what the customer pays with, for the change. */
export function PaymentFields({ methods, method, paysWith, change, currency, onMethod, onPaysWith, paysWithError }: PaymentFieldsProps) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={text.paymentMethod}
        fullWidth
        value={method}
        onChange={(value) => onMethod(value as PaymentMethod)}
        data={methods.map((value) => ({ value, label: paymentMethodLabel[value] }))}
      />
      {method === 'cash' && (
        <>
          <TextInput
            label={text.paysWith}
            description={text.paysWithHint}
            inputMode="decimal"
            value={paysWith}
            onChange={(event) => onPaysWith(event.currentTarget.value)}
            error={paysWithError}
            maw={240}
          />
          {change !== null && <Text size="sm">{text.change(formatMoney({ currency, amount: change / 100 }))}</Text>}
        </>
      )}
    </Stack>
  );
}
