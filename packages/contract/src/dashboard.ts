import { z } from 'zod';
import { Money } from './money';
import { OrderStatus } from './order-enums';
import { defineRoute } from './route';
import { Turn } from './turn';

/**
 * Home: the open turn at a glance. Counts cover the orders created during the open turn;
 * sales sum their totals leaving cancelled orders out; the average preparation time runs from
 * an order's creation until its preparation is prepared (null while none is). With no open
 * turn, turn is null and every figure is zero.
 */
export const Dashboard = z.object({
  turn: Turn.nullable(),
  /** Every status is present, zero when no order has it. */
  orders_by_status: z.record(OrderStatus, z.number().int().min(0)),
  sales: Money,
  orders_count: z.number().int().min(0),
  average_preparation_minutes: z.number().min(0).nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const dashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/dashboard',
    tag: 'dashboard',
    summary: 'Resumen del turno abierto: ordenes por estado, ventas y tiempo de preparacion',
    response: Dashboard,
  }),
};
