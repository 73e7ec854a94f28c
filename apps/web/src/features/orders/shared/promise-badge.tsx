import type { Order } from '@comanda/contract/orders';
import { Badge, VisuallyHidden } from '@mantine/core';
import { formatPromisedTime } from '../../../lib/day-label';
import { messages } from '../../../lib/messages';
import { promiseTone, promiseToneColor } from './promise-tone';

const text = messages.orders.promise;

export interface PromiseBadgeProps {
  order: Pick<Order, 'status' | 'promised_at'>;
  now: number;
  timeZone: string | undefined;
  /** 'Prometida 20:30' instead of '20:30' (where no column header says it). */
  withLabel?: boolean;
}

/** The promised time (store zone, with its day when not today) coloured by `promiseTone`; its state is also said in words. */
export function PromiseBadge({ order, now, timeZone, withLabel = false }: PromiseBadgeProps) {
  const tone = promiseTone(order, now);
  // With its day when that is not today ('mañana 12:30'): a scheduled order's badge is not read as today's.
  const time = formatPromisedTime(order.promised_at, now, timeZone);
  return (
    <Badge
      color={promiseToneColor[tone]}
      autoContrast
      tt="none"
      radius="sm"
      title={text.tone[tone]}
      data-tone={tone}
      data-testid="promise-badge"
    >
      {withLabel ? text.at(time) : time}
      <VisuallyHidden>{` (${text.tone[tone]})`}</VisuallyHidden>
    </Badge>
  );
}
