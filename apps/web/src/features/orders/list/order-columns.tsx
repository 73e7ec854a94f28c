import { deliveryMethodLabel, paymentMethodLabel, paymentStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderDeliveryMethod, orderPaymentMethod } from '@comanda/contract/orders';
import type { ListColumn } from '../../../components/list-table';
import { formatIsoDateIn, formatMoney, formatTimeIn, minutesSince } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { deliverySlotText, riderName } from '../shared/order-summary';
import { PromiseBadge } from '../shared/promise-badge';

const text = messages.orders.columns;

export interface OrderColumnsContext {
  /** The ticking clock (ms) the waiting minutes and the promise colours are measured at. */
  now: number;
  /** The store's time zone (undefined while loading: the device's). */
  timeZone: string | undefined;
}

/** 'hace 12 min', 'hace 2 h 5 min', 'hace 3 d'. */
export function waitingText(minutes: number): string {
  if (minutes < 60) return messages.orders.waiting.minutes(minutes);
  if (minutes < 24 * 60) return messages.orders.waiting.hours(Math.floor(minutes / 60), minutes % 60);
  return messages.orders.waiting.days(Math.floor(minutes / (24 * 60)));
}

/**
 * SPEC.md section 2 "Orders list" (the date as YYYY-MM-DD) plus the live columns of issue 6, in
 * the store's time zone. On a phone only Número, Estado and Total stay (with the edit button).
 */
export function orderColumns({ now, timeZone }: OrderColumnsContext): ReadonlyArray<ListColumn<Order>> {
  return [
    { key: 'number', header: text.number, render: (order) => order.number },
    { key: 'date', header: text.date, visibleFrom: 'sm', render: (order) => formatIsoDateIn(order.created_at, timeZone) },
    { key: 'time', header: text.time, visibleFrom: 'sm', render: (order) => formatTimeIn(order.created_at, timeZone) },
    {
      key: 'waiting',
      header: text.waiting,
      visibleFrom: 'md',
      render: (order) => waitingText(minutesSince(order.created_at, now)),
    },
    { key: 'client', header: text.client, visibleFrom: 'sm', render: (order) => order.client.name },
    {
      key: 'method',
      header: text.method,
      visibleFrom: 'md',
      render: (order) => messages.orders.summary(deliveryMethodLabel[orderDeliveryMethod(order)], deliverySlotText(order)),
    },
    {
      key: 'payment',
      header: text.payment,
      visibleFrom: 'lg',
      render: (order) =>
        messages.orders.summary(paymentMethodLabel[orderPaymentMethod(order)], paymentStatusLabel[order.payment.status]),
    },
    {
      key: 'rider',
      header: text.rider,
      visibleFrom: 'lg',
      render: (order) => (order.delivery.rider ? riderName(order.delivery.rider) : messages.orders.delivery.none),
    },
    {
      key: 'promised',
      header: text.promised,
      visibleFrom: 'sm',
      render: (order) => <PromiseBadge order={order} now={now} timeZone={timeZone} />,
    },
    { key: 'status', header: text.status, render: (order) => <OrderStatusBadge status={order.status} /> },
    { key: 'total', header: text.total, render: (order) => formatMoney(order.imports.total) },
  ];
}
