import { sql } from 'kysely';
import { cancelledOrderStatuses, type OrderStatus } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';

export interface TurnOrderFigures {
  /** Orders of the turn per status; statuses without orders are absent. */
  countsByStatus: Array<{ status: OrderStatus; count: number }>;
  /** Sum of imports_total of the turn's orders that are not cancelled, as exact numeric text. */
  salesNumeric: string;
  /** Mean minutes from creation to prepared over the orders that have prepared_at; null if none. */
  averagePreparationMinutes: number | null;
}

/**
 * The figures of one turn's orders (orders.turn_id; the store check keeps tenancy even if a
 * turn id were ever shared). Two queries: counts per status, then sales and preparation time.
 */
export async function findTurnOrderFigures(db: Db, storeId: string, turnId: string): Promise<TurnOrderFigures> {
  const ofTurn = db.selectFrom('orders').where('store_id', '=', storeId).where('turn_id', '=', turnId);
  const counts = await ofTurn
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const totals = await ofTurn
    .select([
      // Summed as numeric and read as text: money never goes through a binary fraction.
      sql<string>`coalesce(sum(imports_total) filter (where status not in (${sql.join(
        cancelledOrderStatuses.map((status) => sql.lit(status)),
      )})), 0)::text`.as('sales'),
      // greatest() skips nulls, hence the filter; a prepared_at before created_at counts as zero.
      sql<number | null>`(avg(greatest(extract(epoch from (prepared_at - created_at)), 0))
        filter (where prepared_at is not null) / 60)::float8`.as('average_minutes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    countsByStatus: counts.map((row) => ({ status: row.status, count: Number(row.count) })),
    salesNumeric: totals.sales,
    averagePreparationMinutes: totals.average_minutes === null ? null : Number(totals.average_minutes),
  };
}
