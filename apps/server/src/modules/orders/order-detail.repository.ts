import { type Selectable, sql } from 'kysely';
import type { Order } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';
import type { OrderEventsTable } from '../../db/tables/order-events';
import { orderFromRowWithLines, selectOrderWithLines } from './order-rows.repository';

/*
 * One order as its detail shows it, in one statement: the row, its lines, toppings and options
 * and its history, the children as JSON arrays (order-rows.repository.ts); the history's times
 * travel as ISO text, read back into Dates. Kept prepared: planning the statement cost PostgreSQL
 * several times what running it does.
 */

type EventJson = Omit<Selectable<OrderEventsTable>, 'created_at'> & { created_at: string };

const historyJson = sql<EventJson[]>`coalesce((
  select json_agg(json_build_object(
    'store_id', e.store_id, 'seq', e.seq, 'order_id', e.order_id, 'kind', e.kind, 'action', e.action,
    'field', e.field, 'from_value', e.from_value, 'to_value', e.to_value, 'reason', e.reason,
    'actor_kind', e.actor_kind, 'actor_user_id', e.actor_user_id, 'actor_name', e.actor_name,
    'created_at', e.created_at
  ) order by e.seq)
  from order_events e where e.order_id = o.id and e.store_id = o.store_id), '[]')`;

function selectOrderDetail(db: Db, storeId: string, id: string) {
  return selectOrderWithLines(db.selectFrom('orders as o').where('o.store_id', '=', storeId).where('o.id', '=', id));
}

/** The store's order with its lines; null for another store's or an unknown id. */
export async function findOneOrder(db: Db, storeId: string, id: string): Promise<Order | null> {
  const [row] = await executePrepared(db, selectOrderDetail(db, storeId, id));
  return row ? orderFromRowWithLines(row) : null;
}

/** The store's order and its history rows, oldest first; undefined for another store's or an unknown id. */
export async function findOrderWithHistory(
  db: Db,
  storeId: string,
  id: string,
): Promise<{ order: Order; history: Selectable<OrderEventsTable>[] } | undefined> {
  const [row] = await executePrepared(db, selectOrderDetail(db, storeId, id).select(historyJson.as('history_json')));
  if (!row) return undefined;
  const { history_json: history, ...orderRow } = row;
  return {
    order: orderFromRowWithLines(orderRow),
    history: history.map((event) => ({ ...event, created_at: new Date(event.created_at) })),
  };
}
