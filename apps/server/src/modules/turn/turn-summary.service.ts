import { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import type { StageMinutes, TurnSummary } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { amountFromNumeric } from '../../db/numeric';
import { findTurnSummaryRows, type TurnFigureRow, type TurnSpan } from './turn-summary.repository';

/** Orders carry ARS (the storefront sells in pesos), as the dashboard answers them. */
const money = (numeric: string) => ({ currency: 'ARS' as const, amount: amountFromNumeric(numeric) });

/** One decimal is what the printed summary shows ('18,5 min'). */
const roundToTenth = (minutes: number | null): number | null => (minutes === null ? null : Math.round(minutes * 10) / 10);

const stage = (orders: number, average: number | null, p90: number | null): StageMinutes => ({
  orders,
  average: orders === 0 ? null : roundToTenth(average),
  p90: orders === 0 ? null : roundToTenth(p90),
});

const emptySummary = (): TurnSummary => ({
  orders: 0,
  cancelled: 0,
  active: 0,
  sales: money('0'),
  by_payment_method: [],
  by_delivery_method: [],
  rider_cash: [],
  coupons: [],
  stock: [],
  preparation_minutes: stage(0, null, null),
  delivery_minutes: stage(0, null, null),
});

const byName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'es');

function addFigure(summary: TurnSummary, row: TurnFigureRow): void {
  switch (row.by) {
    case 'turn':
      summary.orders = row.orders;
      summary.cancelled = row.cancelled;
      summary.active = row.active;
      summary.sales = money(row.sales);
      return;
    case 'payment_method':
      summary.by_payment_method.push({ method: row.method, orders: row.orders, sales: money(row.sales) });
      return;
    case 'delivery_method':
      summary.by_delivery_method.push({ method: row.method, orders: row.orders, sales: money(row.sales) });
      return;
    case 'coupon':
      summary.coupons.push({ code: row.code, uses: row.orders, discount: money(row.discount) });
      return;
    case 'rider':
      summary.rider_cash.push({ rider: row.rider, orders: row.cash_orders, cash: money(row.cash) });
  }
}

/** Lines in a steady order: methods as the contract lists them, coupons by code, riders by name. */
function sortLines(summary: TurnSummary): void {
  summary.by_payment_method.sort((a, b) => PaymentMethod.options.indexOf(a.method) - PaymentMethod.options.indexOf(b.method));
  summary.by_delivery_method.sort(
    (a, b) => DeliveryMethod.options.indexOf(a.method) - DeliveryMethod.options.indexOf(b.method),
  );
  summary.coupons.sort((a, b) => a.code.localeCompare(b.code, 'es'));
  summary.rider_cash.sort((a, b) => byName(a.rider, b.rider) || a.rider.id.localeCompare(b.rider.id));
}

/**
 * The summaries of the store's turns (docs/decisions/019-turn-summary.md), by turn id: the
 * same three statements whatever the number of turns. A turn without orders gets a summary of zeros.
 */
export async function summarizeTurns(db: Db, storeId: string, turns: readonly TurnSpan[]): Promise<Map<string, TurnSummary>> {
  const summaries = new Map(turns.map((turn) => [turn.id, emptySummary()]));
  const { figures, stages, stock } = await findTurnSummaryRows(db, storeId, turns);
  for (const row of figures) {
    const summary = summaries.get(row.turn_id);
    if (summary) addFigure(summary, row);
  }
  for (const row of stages) {
    const summary = summaries.get(row.turn_id);
    if (!summary) continue;
    summary.preparation_minutes = stage(row.prepared_orders, row.preparation_average, row.preparation_p90);
    summary.delivery_minutes = stage(row.delivered_orders, row.delivery_average, row.delivery_p90);
  }
  for (const row of stock) {
    summaries.get(row.turn_id)?.stock.push({ stock_id: row.stock_id, description: row.description, consumed: row.consumed });
  }
  for (const summary of summaries.values()) sortLines(summary);
  return summaries;
}
