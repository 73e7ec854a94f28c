import { deliveryMethodLabel, isFinalStatus, paymentMethodLabel, paymentStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderDeliveryMethod, orderPaymentMethod } from '@comanda/contract/orders';
import type { ListColumn } from '../../../components/list-table';
import { formatIsoDateIn, formatMoney, formatTimeIn, minutesSince } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { EnteredBy } from '../shared/entered-by';
import { deliverySlotText, riderName } from '../shared/order-summary';
import { PromiseBadge } from '../shared/promise-badge';

const text = messages.orders.columns;

export interface OrderColumnsContext {
  /** The ticking clock (ms) the waiting minutes and the promise colours are measured at. */
  now: number;
  /** The store's time zone (undefined while loading: the device's). */
  timeZone: string | undefined;
}

/** 'hace 12 min', 'hace 2 h 5 min', 'hace 3 d' ('tardó 12 min'... with the `took` texts). */
export function waitingText(minutes: number, texts: typeof messages.orders.waiting.took = messages.orders.waiting): string {
  if (minutes < 60) return texts.minutes(minutes);
  if (minutes < 24 * 60) return texts.hours(Math.floor(minutes / 60), minutes % 60);
  return texts.days(Math.floor(minutes / (24 * 60)));
}

/**
 * 'Espera': counting from placement while the order goes on; once delivered or cancelled, the
 * time it took ('tardó 35 min'), which no longer moves. A final order from an answer without
 * finished_at shows no time rather than one that keeps counting.
 */
export function orderWaitingText(order: Pick<Order, 'created_at' | 'status' | 'finished_at'>, now: number): string {
  const finishedAt = order.finished_at ?? null;
  if (finishedAt !== null) {
    return waitingText(minutesSince(order.created_at, Date.parse(finishedAt)), messages.orders.waiting.took);
  }
  if (isFinalStatus(order.status)) return messages.orders.delivery.none;
  return waitingText(minutesSince(order.created_at, now));
}

/**
 * SPEC.md section 2 "Orders list" (the date as YYYY-MM-DD) plus the live columns of issue 6, in
 * the store's time zone. The table shows waiting and method once the list is wide, payment and
 * rider once wider; a card (a phone) shows number and client, the status, time, waiting, method
 * and promise, and Total beside the edit button.
 */
export function orderColumns({ now, timeZone }: OrderColumnsContext): ReadonlyArray<ListColumn<Order>> {
  return [
    { key: 'number', header: text.number, card: 'title', render: (order) => messages.orders.number(order.number) },
    { key: 'date', header: text.date, card: 'hidden', nowrap: true, render: (order) => formatIsoDateIn(order.created_at, timeZone) },
    { key: 'time', header: text.time, nowrap: true, render: (order) => formatTimeIn(order.created_at, timeZone) },
    {
      key: 'waiting',
      header: text.waiting,
      tableFrom: 'wide',
      render: (order) => orderWaitingText(order, now),
    },
    {
      key: 'client',
      header: text.client,
      card: 'title',
      render: (order) =>
        order.entered_by ? (
          <>
            {order.client.name}
            <EnteredBy order={order} />
          </>
        ) : (
          order.client.name
        ),
    },
    {
      key: 'method',
      header: text.method,
      tableFrom: 'wide',
      render: (order) => messages.orders.summary(deliveryMethodLabel[orderDeliveryMethod(order)], deliverySlotText(order, now, timeZone)),
    },
    {
      key: 'payment',
      header: text.payment,
      tableFrom: 'wider',
      card: 'hidden',
      render: (order) =>
        messages.orders.summary(paymentMethodLabel[orderPaymentMethod(order)], paymentStatusLabel[order.payment.status]),
    },
    {
      key: 'rider',
      header: text.rider,
      tableFrom: 'wider',
      card: 'hidden',
      render: (order) => (order.delivery.rider ? riderName(order.delivery.rider) : messages.orders.delivery.none),
    },
    {
      key: 'promised',
      header: text.promised,
      render: (order) => <PromiseBadge order={order} now={now} timeZone={timeZone} />,
    },
    { key: 'status', header: text.status, card: 'badge', render: (order) => <OrderStatusBadge status={order.status} /> },
    { key: 'total', header: text.total, card: 'footer', nowrap: true, render: (order) => formatMoney(order.imports.total) },
  ];
}
