import { type Selectable, sql } from 'kysely';
import type { Order } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import type { OrderEventsTable } from '../../db/tables/order-events';
import type { OrderChildren } from './order-mapping';
import { orderFromRows } from './order-mapping';
import { selectOrderRow } from './order-rows.repository';

/*
 * One order as its detail shows it, in one statement: the row, its lines, toppings and options
 * and its history, the children as JSON arrays. numeric columns travel as text inside the JSON
 * (a JSON number would pass through a binary float), times as ISO text read back into Dates.
 */

type EventJson = Omit<Selectable<OrderEventsTable>, 'created_at'> & { created_at: string };

const itemsJson = sql<OrderChildren['items']>`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'order_id', i.order_id, 'store_id', i.store_id, 'position', i.position, 'message', i.message,
    'article_id', i.article_id, 'article_slug', i.article_slug, 'article_name', i.article_name,
    'article_image_url', i.article_image_url, 'article_import', i.article_import::text,
    'article_discount', i.article_discount::text, 'article_total', i.article_total::text,
    'item_import', i.item_import::text, 'item_discount', i.item_discount::text, 'item_total', i.item_total::text
  ) order by i.position)
  from order_items i where i.order_id = o.id), '[]')`;

const toppingsJson = sql<OrderChildren['toppings']>`coalesce((
  select json_agg(json_build_object(
    'item_id', t.item_id, 'topping_id', t.topping_id, 'order_id', t.order_id, 'position', t.position,
    'name', t.name, 'error', t.error
  ) order by t.position)
  from order_item_toppings t where t.order_id = o.id), '[]')`;

const optionsJson = sql<OrderChildren['options']>`coalesce((
  select json_agg(json_build_object(
    'item_id', x.item_id, 'topping_id', x.topping_id, 'option_id', x.option_id, 'order_id', x.order_id,
    'position', x.position, 'name', x.name, 'count', x.count, 'option_import', x.option_import::text,
    'option_discount', x.option_discount::text, 'option_total', x.option_total::text
  ) order by x.position)
  from order_item_options x where x.order_id = o.id), '[]')`;

const historyJson = sql<EventJson[]>`coalesce((
  select json_agg(json_build_object(
    'store_id', e.store_id, 'seq', e.seq, 'order_id', e.order_id, 'kind', e.kind, 'action', e.action,
    'field', e.field, 'from_value', e.from_value, 'to_value', e.to_value, 'reason', e.reason,
    'actor_kind', e.actor_kind, 'actor_user_id', e.actor_user_id, 'actor_name', e.actor_name,
    'created_at', e.created_at
  ) order by e.seq)
  from order_events e where e.order_id = o.id and e.store_id = o.store_id), '[]')`;

function selectOrderDetail(db: Db, storeId: string, id: string) {
  return selectOrderRow(db.selectFrom('orders as o').where('o.store_id', '=', storeId).where('o.id', '=', id)).select([
    itemsJson.as('items_json'),
    toppingsJson.as('toppings_json'),
    optionsJson.as('options_json'),
  ]);
}

/** The store's order with its lines; null for another store's or an unknown id. */
export async function findOneOrder(db: Db, storeId: string, id: string): Promise<Order | null> {
  const row = await selectOrderDetail(db, storeId, id).executeTakeFirst();
  if (!row) return null;
  const { items_json: items, toppings_json: toppings, options_json: options, ...orderRow } = row;
  return orderFromRows(orderRow, { items, toppings, options });
}

/** The store's order and its history rows, oldest first; undefined for another store's or an unknown id. */
export async function findOrderWithHistory(
  db: Db,
  storeId: string,
  id: string,
): Promise<{ order: Order; history: Selectable<OrderEventsTable>[] } | undefined> {
  const row = await selectOrderDetail(db, storeId, id).select(historyJson.as('history_json')).executeTakeFirst();
  if (!row) return undefined;
  const { items_json: items, toppings_json: toppings, options_json: options, history_json: history, ...orderRow } = row;
  return {
    order: orderFromRows(orderRow, { items, toppings, options }),
    history: history.map((event) => ({ ...event, created_at: new Date(event.created_at) })),
  };
}
