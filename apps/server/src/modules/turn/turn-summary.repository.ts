import { type RawBuilder, sql } from 'kysely';
import {
  cancelledOrderStatuses,
  type DeliveryMethod,
  type PaymentMethod,
  statusesOfGroup,
} from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';

/*
 * The figures of turn summaries (docs/decisions/019-turn-summary.md). A turn's orders are the
 * store's orders created from its opening until its closing (until now while it is open), read
 * through orders_store_created_id_idx: each turn is its own range of that index, with its bounds
 * as literal parameters so the planner sees them, and a page of turns is one statement over the
 * union of their ranges. Money is summed as numeric and read as text.
 */

/** A turn as the summaries need it: its id and the time it covers. */
export interface TurnSpan {
  id: string;
  openedAt: Date;
  /** null: the turn is open, it covers until now. */
  closedAt: Date | null;
}

/** One grouping of a turn's orders; the `by` field says which. */
export type TurnFigureRow =
  | { by: 'turn'; turn_id: string; orders: number; cancelled: number; active: number; sales: string }
  | ({ by: 'payment_method'; method: PaymentMethod } & TurnLineRow)
  | ({ by: 'delivery_method'; method: DeliveryMethod } & TurnLineRow)
  | ({ by: 'coupon'; code: string; discount: string } & TurnLineRow)
  | { by: 'rider'; turn_id: string; rider: RiderRow; cash_orders: number; cash: string };

interface TurnLineRow {
  turn_id: string;
  /** Orders not cancelled. */
  orders: number;
  /** numeric text */
  sales: string;
}

export interface RiderRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const cancelled = sql`o.status in (${literals(cancelledOrderStatuses)})`;
const kept = sql`o.status not in (${literals(cancelledOrderStatuses)})`;
const active = sql`o.status in (${literals(statusesOfGroup('active'))})`;

/**
 * The turns' orders as one derived table (turn_id plus the order's columns the figures read):
 * a `union all` of one index range per turn, every branch scoped by the store.
 */
function turnOrders(storeId: string, turns: readonly TurnSpan[], columns: RawBuilder<unknown>): RawBuilder<unknown> {
  const branches = turns.map(
    (turn) => sql`select ${turn.id}::uuid as turn_id, ${columns}
      from orders o
      where o.store_id = ${storeId} and o.created_at >= ${turn.openedAt}
      ${turn.closedAt ? sql`and o.created_at < ${turn.closedAt}` : sql``}`,
  );
  return sql`(${sql.join(branches, sql` union all `)})`;
}

interface FigureQueryRow {
  turn_id: string;
  grouped_by: TurnFigureRow['by'];
  payment_method: PaymentMethod | null;
  delivery_method: DeliveryMethod | null;
  coupon_code: string | null;
  orders: number;
  cancelled: number;
  active: number;
  kept_orders: number;
  sales: string;
  coupon_discount: string;
  cash_orders: number;
  cash: string;
  rider_id: string | null;
  rider_first_name: string | null;
  rider_last_name: string | null;
  rider_email: string | null;
  rider_phone: string | null;
}

function figureOf(row: FigureQueryRow): TurnFigureRow[] {
  const line = { turn_id: row.turn_id, orders: row.kept_orders, sales: row.sales };
  switch (row.grouped_by) {
    case 'turn': {
      const { turn_id, orders, cancelled: cancelledOrders, active: activeOrders, sales } = row;
      return [{ by: 'turn', turn_id, orders, cancelled: cancelledOrders, active: activeOrders, sales }];
    }
    case 'payment_method':
      return row.payment_method && row.kept_orders > 0 ? [{ by: 'payment_method', method: row.payment_method, ...line }] : [];
    case 'delivery_method':
      return row.delivery_method && row.kept_orders > 0
        ? [{ by: 'delivery_method', method: row.delivery_method, ...line }]
        : [];
    case 'coupon':
      return row.coupon_code !== null && row.kept_orders > 0
        ? [{ by: 'coupon', code: row.coupon_code, discount: row.coupon_discount, ...line }]
        : [];
    case 'rider':
      if (row.rider_id === null || row.rider_first_name === null || row.cash_orders === 0) return [];
      return [
        {
          by: 'rider',
          turn_id: row.turn_id,
          cash_orders: row.cash_orders,
          cash: row.cash,
          rider: {
            id: row.rider_id,
            first_name: row.rider_first_name,
            last_name: row.rider_last_name ?? '',
            email: row.rider_email,
            phone: row.rider_phone,
          },
        },
      ];
  }
}

/**
 * The turns' counts and money in one statement over their orders: grouping sets give each
 * turn's totals and its lines by payment method, delivery method, coupon and rider, in one
 * pass. No ordered-set aggregate here (they are in findTurnStageMinutes): one made PostgreSQL
 * sort the rows again for every grouping set.
 */
async function findTurnFigures(db: Db, storeId: string, turns: readonly TurnSpan[]): Promise<TurnFigureRow[]> {
  const orders = turnOrders(
    storeId,
    turns,
    sql`o.status, o.payment_method, o.delivery_method, o.coupon_code, o.rider_user_id, o.imports_total, o.imports_coupon`,
  );
  const { rows } = await sql<FigureQueryRow>`
    select f.*, u.id as rider_id, u.first_name as rider_first_name, u.last_name as rider_last_name,
      u.email as rider_email, u.phone as rider_phone
    from (
      select o.turn_id,
        case
          when grouping(o.payment_method) = 0 then 'payment_method'
          when grouping(o.delivery_method) = 0 then 'delivery_method'
          when grouping(o.coupon_code) = 0 then 'coupon'
          when grouping(o.rider_user_id) = 0 then 'rider'
          else 'turn'
        end as grouped_by,
        o.payment_method, o.delivery_method, o.coupon_code, o.rider_user_id,
        count(*)::int as orders,
        (count(*) filter (where ${cancelled}))::int as cancelled,
        (count(*) filter (where ${active}))::int as active,
        (count(*) filter (where ${kept}))::int as kept_orders,
        coalesce(sum(o.imports_total) filter (where ${kept}), 0)::text as sales,
        coalesce(sum(o.imports_coupon) filter (where ${kept}), 0)::text as coupon_discount,
        (count(*) filter (where ${kept} and o.payment_method = 'cash'))::int as cash_orders,
        coalesce(sum(o.imports_total) filter (where ${kept} and o.payment_method = 'cash'), 0)::text as cash
      from ${orders} o
      group by grouping sets (
        (o.turn_id), (o.turn_id, o.payment_method), (o.turn_id, o.delivery_method),
        (o.turn_id, o.coupon_code), (o.turn_id, o.rider_user_id)
      )
    ) f
    left join users u on u.id = f.rider_user_id
  `.execute(db);
  return rows.flatMap(figureOf);
}

/** Minutes of one stage over a turn's orders that went through it. */
export interface TurnStageRow {
  turn_id: string;
  prepared_orders: number;
  preparation_average: number | null;
  preparation_p90: number | null;
  delivered_orders: number;
  delivery_average: number | null;
  delivery_p90: number | null;
}

/**
 * A clock step backwards counts as zero, never as a negative time; null (the order did not go
 * through the stage) stays null, where greatest() would make it zero.
 */
const nonNegative = (minutes: RawBuilder<unknown>) => sql`case when ${minutes} < 0 then 0 else ${minutes} end`;

/**
 * The turns' stage times in minutes: preparation from accepted_at to prepared_at; delivery, the
 * rider's trip of a shipment order, from its last dispatch row in the history
 * (order_events_dispatched_idx, read only for delivered shipment orders) to delivered_at.
 * avg and percentile_cont(0.9) skip the orders without the stage (null).
 */
async function findTurnStageMinutes(
  db: Db,
  storeId: string,
  turns: readonly TurnSpan[],
): Promise<TurnStageRow[]> {
  const orders = turnOrders(storeId, turns, sql`o.id, o.delivery_method, o.accepted_at, o.prepared_at, o.delivered_at`);
  const { rows } = await sql<TurnStageRow>`
    select o.turn_id,
      count(stage.preparation)::int as prepared_orders,
      avg(stage.preparation)::float8 as preparation_average,
      (percentile_cont(0.9) within group (order by stage.preparation))::float8 as preparation_p90,
      count(stage.delivery)::int as delivered_orders,
      avg(stage.delivery)::float8 as delivery_average,
      (percentile_cont(0.9) within group (order by stage.delivery))::float8 as delivery_p90
    from ${orders} o
    left join lateral (
      -- a test of the order alone: orders not shipped and delivered skip the index
      select e.created_at from order_events e
      where o.delivered_at is not null and o.delivery_method = ${sql.lit('shipment')}
        and e.order_id = o.id and e.field = ${sql.lit('delivery')} and e.to_value = ${sql.lit('outside')}
        and e.store_id = ${storeId}
      order by e.seq desc
      limit 1
    ) dispatched on true
    cross join lateral (
      select
        extract(epoch from o.prepared_at - o.accepted_at)::float8 / 60 as preparation,
        extract(epoch from o.delivered_at - dispatched.created_at)::float8 / 60 as delivery
    ) elapsed
    cross join lateral (
      select ${nonNegative(sql`elapsed.preparation`)} as preparation, ${nonNegative(sql`elapsed.delivery`)} as delivery
    ) stage
    group by o.turn_id
  `.execute(db);
  return rows;
}

export interface TurnStockRow {
  turn_id: string;
  stock_id: string;
  description: string;
  consumed: number;
}

/**
 * Units each stock item gave to the turns' orders that still hold them (order_stock_takes with
 * held: a cancelled order gave its units back), looked up by the takes' primary key per order.
 */
async function findTurnStockConsumed(db: Db, storeId: string, turns: readonly TurnSpan[]): Promise<TurnStockRow[]> {
  const { rows } = await sql<TurnStockRow>`
    select o.turn_id, s.id as stock_id, s.description, sum(take.quantity)::int as consumed
    from ${turnOrders(storeId, turns, sql`o.id`)} o
    cross join lateral (
      -- offset 0 keeps this a lookup per order (order_stock_takes_pkey): flattened into a join,
      -- the planner may hash every take of the store instead (measured: a seq scan of 750,000
      -- takes for a turn of 4,000 orders)
      select take.stock_item_id, take.quantity from order_stock_takes take
      where take.order_id = o.id and take.store_id = ${storeId} and take.held
      offset 0
    ) take
    join stock_items s on s.store_id = ${storeId} and s.id = take.stock_item_id
    group by o.turn_id, s.id, s.description
    order by o.turn_id, s.description, s.id
  `.execute(db);
  return rows;
}

export interface TurnSummaryRows {
  figures: TurnFigureRow[];
  stages: TurnStageRow[];
  stock: TurnStockRow[];
}

/**
 * The rows of the turns' summaries: three statements in one read-only repeatable-read
 * transaction, so they all count the same orders. JIT is off for them: a page of turns makes
 * their cost estimates pass jit_above_cost, and compiling took longer than running (measured on
 * a page of 20 busy turns: 6 s of JIT for a 0.3 s query). PGlite has no JIT; the setting is
 * accepted and does nothing.
 */
export function findTurnSummaryRows(db: Db, storeId: string, turns: readonly TurnSpan[]): Promise<TurnSummaryRows> {
  if (turns.length === 0) return Promise.resolve({ figures: [], stages: [], stock: [] });
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      return {
        figures: await findTurnFigures(trx, storeId, turns),
        stages: await findTurnStageMinutes(trx, storeId, turns),
        stock: await findTurnStockConsumed(trx, storeId, turns),
      };
    });
}
