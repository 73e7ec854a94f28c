import type { Dashboard } from '@comanda/contract/dashboard';
import { OrderStatus } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';
import { amountFromNumeric } from '../../db/numeric';
import { getTurn } from '../turn/turn.service';
import { findTurnOrderFigures } from './dashboard.repository';

const noOrdersByStatus = (): Record<OrderStatus, number> =>
  Object.fromEntries(OrderStatus.options.map((status) => [status, 0])) as Record<OrderStatus, number>;

/** One decimal is what a person reads on the home screen ('18,5 min'). */
const roundToTenth = (minutes: number): number => Math.round(minutes * 10) / 10;

/**
 * Home (Inicio): the open turn at a glance. Only orders taken during the open turn count; with no
 * open turn (never opened, or the last one closed) the turn is null and every figure is zero.
 */
export async function getDashboard(db: Db, storeId: string): Promise<Dashboard> {
  const current = await getTurn(db, storeId);
  const ordersByStatus = noOrdersByStatus();
  if (current?.status !== 'opened') {
    return {
      turn: null,
      orders_by_status: ordersByStatus,
      sales: { currency: 'ARS', amount: 0 },
      orders_count: 0,
      average_preparation_minutes: null,
    };
  }
  const figures = await findTurnOrderFigures(db, storeId, current.id);
  for (const { status, count } of figures.countsByStatus) ordersByStatus[status] = count;
  return {
    turn: current,
    orders_by_status: ordersByStatus,
    sales: { currency: 'ARS', amount: amountFromNumeric(figures.salesNumeric) },
    orders_count: figures.countsByStatus.reduce((sum, { count }) => sum + count, 0),
    average_preparation_minutes:
      figures.averagePreparationMinutes === null ? null : roundToTenth(figures.averagePreparationMinutes),
  };
}
