import type { Dashboard } from '@comanda/contract/dashboard';
import type { OrderStatus, OrderStatusGroup } from '@comanda/contract/order-enums';
import {
  OrderStatus as OrderStatusSchema,
  orderStatusGroupLabel,
  orderStatusGroupOf,
  orderStatusLabel,
} from '@comanda/contract/order-enums';

export interface StatusCount {
  status: OrderStatus;
  label: string;
  count: number;
}

export interface GroupCount {
  group: Exclude<OrderStatusGroup, 'active'>;
  label: string;
  count: number;
  /** The group's statuses that have orders, in the order of the status list. */
  statuses: StatusCount[];
}

/** The board's groups, in the order an order moves through them. */
const groups: ReadonlyArray<Exclude<OrderStatusGroup, 'active'>> = [
  'new',
  'preparing',
  'ready',
  'on_the_way',
  'done',
  'cancelled',
];

/** Orders by status folded into the status groups of the list's chips and the board's columns. */
export function groupCounts(byStatus: Dashboard['orders_by_status']): GroupCount[] {
  return groups.map((group) => {
    const statuses = OrderStatusSchema.options
      .filter((status) => orderStatusGroupOf(status) === group)
      .map((status) => ({ status, label: orderStatusLabel[status], count: byStatus[status] ?? 0 }));
    return {
      group,
      label: orderStatusGroupLabel[group],
      count: statuses.reduce((sum, entry) => sum + entry.count, 0),
      statuses: statuses.filter((entry) => entry.count > 0),
    };
  });
}

/** Whole minutes ('18'); null while no order of the turn is prepared. */
export function averageMinutes(minutes: number | null): string | null {
  return minutes === null ? null : String(Math.round(minutes));
}
