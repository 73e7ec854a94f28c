import { type SelectQueryBuilder, sql } from 'kysely';
import type { Order } from '@comanda/contract/orders';
import type { Db } from '../../db/database';
import { groupBy } from '../../db/group-by';
import type { DB } from '../../db/schema';
import type { OrdersTable } from '../../db/tables/orders';
import { type OrderRow, orderFromRows } from './order-mapping';

/** Queries over `orders as o`. */
export type OrdersQuery<O> = SelectQueryBuilder<DB & { o: OrdersTable }, 'o', O>;

/** What the order mapping reads: every orders column, the date as text and the rider's name. */
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
    ])
    .$castTo<OrderRow>();
}

/** The orders of these rows with their lines, toppings and options; three queries for any number. */
export async function ordersFromRows(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, toppings, options] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_item_toppings').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_item_options').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
  ]);
  const itemsOf = groupBy(items, (row) => row.order_id);
  const toppingsOf = groupBy(toppings, (row) => row.order_id);
  const optionsOf = groupBy(options, (row) => row.order_id);
  return rows.map((row) =>
    orderFromRows(row, {
      items: itemsOf.get(row.id) ?? [],
      toppings: toppingsOf.get(row.id) ?? [],
      options: optionsOf.get(row.id) ?? [],
    }),
  );
}

/**
 * The store's order with this id, as the contract's Order (the list row the live stream sends);
 * null when there is none or it is another store's.
 */
export async function findOrder(db: Db, storeId: string, id: string): Promise<Order | null> {
  const [order] = await findOrders(db, storeId, [id]);
  return order ?? null;
}

/** The store's orders with these ids (any order; another store's ids are left out): four queries for any number. */
export async function findOrders(db: Db, storeId: string, ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrderRow(
    db.selectFrom('orders as o').where('o.store_id', '=', storeId).where('o.id', 'in', [...new Set(ids)]),
  ).execute();
  return ordersFromRows(db, rows);
}
