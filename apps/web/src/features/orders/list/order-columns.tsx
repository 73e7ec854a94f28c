import { orderStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import type { ListColumn } from '../../../components/list-table';
import { formatIsoDate, formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.orders.columns;

/** SPEC.md section 2 "Orders list": the date as YYYY-MM-DD (local date). */
export const orderColumns: ReadonlyArray<ListColumn<Order>> = [
  { key: 'number', header: text.number, render: (order) => order.number },
  { key: 'date', header: text.date, render: (order) => formatIsoDate(order.created_at) },
  { key: 'client', header: text.client, render: (order) => order.client.name },
  { key: 'status', header: text.status, render: (order) => orderStatusLabel[order.status] },
  { key: 'total', header: text.total, render: (order) => formatMoney(order.imports.total) },
];
