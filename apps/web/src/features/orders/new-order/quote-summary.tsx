import type { OrderQuote } from '@comanda/contract/storefront';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { orderErrorText } from './order-error-text';

const text = messages.counterOrder;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={strong ? 'order-total' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export interface QuoteSummaryProps {
  /** Something to price: without lines there is no total and nothing loads. */
  priced: boolean;
  quote: OrderQuote | undefined;
  current: boolean;
  /** Whether the quote's refusal is this order's (no stand-ins for missing client or address). */
  complete: boolean;
  error: unknown;
}

/** The server's price of the order: items, shipment, coupon and total, and why it would be refused. */
export function QuoteSummary({ priced, quote, current, complete, error }: QuoteSummaryProps) {
  if (!priced) {
    return (
      <Text size="sm" c="dimmed">
        {text.noTotal}
      </Text>
    );
  }
  if (!quote && error) {
    return (
      <Alert color="red" variant="light">
        {text.quoteFailed(orderErrorText(error))}
      </Alert>
    );
  }
  if (!quote) return <Loader size="sm" role="status" aria-label={text.pricing} />;
  const { imports, coupon } = quote;
  return (
    <Stack gap={4} aria-busy={!current} style={{ opacity: current ? 1 : 0.6 }}>
      <Row label={text.items} value={formatMoney(imports.items)} />
      {imports.delivery.amount > 0 && <Row label={text.shipping} value={formatMoney(imports.delivery)} />}
      {imports.coupon.amount > 0 && <Row label={text.couponDiscount} value={`-${formatMoney(imports.coupon)}`} />}
      <Row label={text.total} value={formatMoney(imports.total)} strong />
      {coupon?.refusal && (
        <Text size="sm" c="red">
          {coupon.refusal.description}
        </Text>
      )}
      {coupon && !coupon.refusal && coupon.discount.amount > 0 && (
        <Text size="sm" c="teal">
          {text.couponApplied(formatMoney(coupon.discount))}
        </Text>
      )}
      {current && complete && quote.refusal && quote.refusal.code !== coupon?.refusal?.code && (
        <Alert color="red" variant="light" role="alert">
          {quote.refusal.description}
        </Alert>
      )}
      {error ? (
        <Text size="sm" c="red">
          {text.quoteFailed(orderErrorText(error))}
        </Text>
      ) : null}
    </Stack>
  );
}
