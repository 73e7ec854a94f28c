import { type SelectQueryBuilder, sql } from 'kysely';
import type { Order } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { OrdersTable } from '../../db/tables/orders';
import { type OrderChildren, type OrderRow, orderFromRows } from './order-mapping';

/** Queries over `orders as o`. */
export type OrdersQuery<O> = SelectQueryBuilder<DB & { o: OrdersTable }, 'o', O>;

/**
 * The name of who entered the order at the counter, as the user is called now, looked up by
 * primary key for each row read. A subquery rather than a second join of users: the list's
 * statement is planned on every request, and a third relation in the join search cost it about
 * 13% of its rate against 6% for this (decision 024).
 */
const enteredByName = sql<string | null>`(select trim(eu.first_name || ' ' || eu.last_name) from users eu where eu.id = o.entered_by_user_id)`;

/** What the order mapping reads: every orders column, the date as text, the rider's name and who entered it. */
export function selectOrderRow<O>(query: OrdersQuery<O>): OrdersQuery<OrderRow> {
  return query
    .leftJoin('users as rider', 'rider.id', 'o.rider_user_id')
    .selectAll('o')
    .select([
      sql<string | null>`to_char(o.delivery_date, 'YYYY-MM-DD')`.as('delivery_day'),
      'rider.first_name as rider_first_name',
      'rider.last_name as rider_last_name',
      'rider.email as rider_email',
      'rider.phone as rider_phone',
      enteredByName.as('entered_by_name'),
    ])
    .$castTo<OrderRow>();
}

/*
 * An order's lines, toppings and options travel with its row as JSON arrays, so any number of
 * orders is read in one statement (the list's page, the stream's orders, a detail). numeric
 * columns travel as text inside the JSON (a JSON number would pass through a binary float).
 */

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

/** An order row with its lines as JSON columns. */
export type OrderRowWithLines = OrderRow & {
  items_json: OrderChildren['items'];
  toppings_json: OrderChildren['toppings'];
  options_json: OrderChildren['options'];
};

/** selectOrderRow, plus the order's lines, toppings and options. */
export function selectOrderWithLines<O>(query: OrdersQuery<O>): OrdersQuery<OrderRowWithLines> {
  return selectOrderRow(query)
    .select([itemsJson.as('items_json'), toppingsJson.as('toppings_json'), optionsJson.as('options_json')])
    .$castTo<OrderRowWithLines>();
}

/** The contract's Order from a row read by selectOrderWithLines. */
export function orderFromRowWithLines(row: OrderRowWithLines): Order {
  const { items_json: items, toppings_json: toppings, options_json: options, ...orderRow } = row;
  return orderFromRows(orderRow, { items, toppings, options });
}

/**
 * The store's order with this id, as the contract's Order (the list row the live stream sends);
 * null when there is none or it is another store's.
 */
export async function findOrder(db: Db, storeId: string, id: string): Promise<Order | null> {
  const [order] = await findOrders(db, storeId, [id]);
  return order ?? null;
}

/** The store's orders with these ids (any order; another store's ids are left out), in one statement. */
export async function findOrders(db: Db, storeId: string, ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrderWithLines(
    db.selectFrom('orders as o').where('o.store_id', '=', storeId).where('o.id', 'in', [...new Set(ids)]),
  ).execute();
  return rows.map(orderFromRowWithLines);
}
