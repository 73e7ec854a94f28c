import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { numericFromAmount } from '../../db/numeric';
import { preparedStatement } from '../../db/prepared-statement';
import type { OrderItemOptionsTable, OrderItemToppingsTable, OrderItemsTable, OrdersTable } from '../../db/tables/orders';
import type { EventActor, NewStoreEvent } from '../events/store-event';
import { storeEventsAppend } from '../events/store-events.service';
import type { NewOrder } from './new-order';
import { orderClientId } from './order-client-id';

export { findOrder, findOrders } from './order-rows.repository';

/**
 * The store's next order number. Call inside the order's transaction: the counter row stays
 * locked until it ends, so concurrent orders take consecutive numbers, and a rollback returns it.
 */
export async function nextOrderNumber(trx: Db, storeId: string): Promise<number> {
  const row = await trx
    .insertInto('store_order_counters')
    .values({ store_id: storeId, last: 1 })
    .onConflict((conflict) =>
      conflict.column('store_id').doUpdateSet((eb) => ({ last: eb(eb.ref('store_order_counters.last'), '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

/** The order's id and request hash for an Idempotency-Key already used in the store. */
export async function findOrderByIdempotencyKey(
  db: Db,
  storeId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('store_id', '=', storeId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function lineRows(storeId: string, order: NewOrder) {
  const items: Insertable<OrderItemsTable>[] = [];
  const toppings: Insertable<OrderItemToppingsTable>[] = [];
  const options: Insertable<OrderItemOptionsTable>[] = [];
  order.items.forEach((item, position) => {
    const { article } = item;
    items.push({
      id: item.id,
      order_id: order.id,
      store_id: storeId,
      position,
      message: item.message,
      article_id: article.id,
      article_slug: article.slug,
      article_name: article.name,
      article_image_url: article.image_url,
      article_import: numericFromAmount(article.imports.import.amount),
      article_discount: numericFromAmount(article.imports.discount),
      article_total: numericFromAmount(article.imports.total.amount),
      item_import: numericFromAmount(item.imports.import.amount),
      item_discount: numericFromAmount(item.imports.discount),
      item_total: numericFromAmount(item.imports.total.amount),
    });
    for (const topping of item.toppings) {
      toppings.push({
        item_id: item.id,
        topping_id: topping.id,
        order_id: order.id,
        position: toppings.length,
        name: topping.name,
        error: topping.error,
      });
      for (const option of topping.options) {
        options.push({
          item_id: item.id,
          topping_id: topping.id,
          option_id: option.id,
          order_id: order.id,
          position: options.length,
          name: option.name,
          count: option.count,
          option_import: numericFromAmount(option.imports.import.amount),
          option_discount: numericFromAmount(option.imports.discount),
          option_total: numericFromAmount(option.imports.total.amount),
        });
      }
    }
  });
  return { items, toppings, options };
}

/** A JSON parameter read by json_populate_record(set): numeric values travel as their exact text. */
const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/**
 * `"a", "b"` and `r."a", r."b"`, made once: the placement's text is the same for every order,
 * and composing its hundred-odd column references again was most of its compile time.
 */
function columnLists(columns: readonly string[]) {
  const quoted = columns.map((column) => `"${column}"`);
  return { names: sql.raw(quoted.join(', ')), values: sql.raw(quoted.map((column) => `r.${column}`).join(', ')) };
}

/** `insert into <table> (<columns>) select <columns> from` the JSON rows: one statement per line set. */
function insertRowsFrom(table: string, columns: readonly string[]) {
  const { names, values } = columnLists(columns);
  const target = sql.raw(`"${table}"`);
  return (rows: readonly object[]) => sql`insert into ${target} (${names})
    select ${values} from json_populate_recordset(null::${target}, ${jsonParam(rows)}) r`;
}

const itemColumns = [
  'id', 'order_id', 'store_id', 'position', 'message', 'article_id', 'article_slug', 'article_name',
  'article_image_url', 'article_import', 'article_discount', 'article_total', 'item_import', 'item_discount', 'item_total',
] as const satisfies readonly (keyof OrderItemsTable)[];
const toppingColumns = [
  'item_id', 'topping_id', 'order_id', 'position', 'name', 'error',
] as const satisfies readonly (keyof OrderItemToppingsTable)[];
const optionColumns = [
  'item_id', 'topping_id', 'option_id', 'order_id', 'position', 'name', 'count', 'option_import', 'option_discount',
  'option_total',
] as const satisfies readonly (keyof OrderItemOptionsTable)[];
const insertItems = insertRowsFrom('order_items', itemColumns);
const insertToppings = insertRowsFrom('order_item_toppings', toppingColumns);
const insertOptions = insertRowsFrom('order_item_options', optionColumns);

/** The orders row's column lists, made again only if its columns change (they do not between orders). */
let orderColumns: { key: string; lists: ReturnType<typeof columnLists> } | undefined;
function orderColumnsOf(row: object) {
  const key = Object.keys(row).join(',');
  if (orderColumns?.key !== key) orderColumns = { key, lists: columnLists(Object.keys(row)) };
  return orderColumns.lists;
}

/** The orders row, all but its number. */
function orderRow(storeId: string, order: NewOrder & { createdAt: Date; promisedAt: Date }): Omit<Insertable<OrdersTable>, 'number'> {
  const { shipment, take_away: takeAway } = order.delivery.methods;
  const method = shipment ?? takeAway;
  if (!method) throw new Error('Una orden necesita un metodo de entrega');
  const slot = method.datetime;
  const location = shipment?.location;
  const bank = order.payment.method === 'bank_transfer' ? order.payment.bank_transfer : null;
  if (order.payment.method === 'bank_transfer' && !bank) throw new Error('Falta la cuenta de la transferencia');
  const { createdAt } = order;
  const preparation = order.preparationStatus ?? 'pending';
  const deliveryStatus = order.deliveryStatus ?? 'pending';
  return {
    id: order.id,
    store_id: storeId,
    status: order.status ?? 'process',
    client_id: orderClientId(storeId, order.client.phone),
    client_name: order.client.name,
    client_phone: order.client.phone,
    currency: order.imports.total.currency,
    delivery_method: shipment ? 'shipment' : 'take_away',
    delivery_immediate: method.immediate,
    delivery_date: slot?.date ?? null,
    delivery_schedule_id: slot?.schedule_id ?? null,
    delivery_start: slot?.start ?? null,
    delivery_end: slot?.end ?? null,
    location_city: location?.city ?? '',
    location_address_one: location?.address_one ?? '',
    location_address_two: location?.address_two ?? '',
    location_indications: location?.indications ?? '',
    delivery_cost: numericFromAmount(order.delivery.cost.amount),
    delivery_status: deliveryStatus,
    rider_user_id: order.riderUserId ?? null,
    payment_method: order.payment.method,
    payment_status: order.paymentStatus ?? 'pending',
    bank_transfer_name: bank?.name ?? null,
    bank_transfer_alias: bank?.alias ?? null,
    bank_transfer_cuit: bank?.cuit ?? null,
    bank_transfer_cvu: bank?.cvu ?? null,
    cash_pays_with:
      order.payment.method === 'cash' && order.payment.paysWith ? numericFromAmount(order.payment.paysWith.amount) : null,
    preparation_status: preparation,
    coupon_id: order.coupon?.id ?? null,
    coupon_code: order.coupon?.code ?? null,
    imports_items: numericFromAmount(order.imports.items.amount),
    imports_delivery: numericFromAmount(order.imports.delivery.amount),
    imports_discount: numericFromAmount(order.imports.discount.amount),
    imports_coupon: numericFromAmount(order.imports.coupon.amount),
    imports_total: numericFromAmount(order.imports.total.amount),
    turn_id: order.turnId,
    idempotency_key: order.idempotency?.key ?? null,
    request_hash: order.idempotency?.requestHash ?? null,
    created_at: createdAt,
    updated_at: createdAt,
    prepared_at: preparation === 'prepared' ? (order.preparedAt ?? createdAt) : null,
    delivered_at: deliveryStatus === 'delivered' ? createdAt : null,
    promised_at: order.promisedAt,
    accepted_at: order.acceptedAt ?? null,
    seen_at: order.seenAt ?? null,
    entered_by_user_id: order.enteredBy?.userId ?? null,
  };
}

/** The order's creation as the store's event log records it, written with the order. */
export interface OrderCreatedEvents {
  actor: EventActor;
  events: readonly NewStoreEvent[];
}

/**
 * Writes a priced order, its lines and its creation events and gives the order the store's next
 * number, in one statement: the counter's upsert, the order, each line set (items, toppings,
 * options) as one insert each, then the events appended after the store's last and announced
 * (store-events.service.ts), foreign keys checked at its end. Run it in the transaction that
 * does everything else the order needs (stock, coupon use), as its last write, or alone as its
 * own transaction: the counter rows stay locked until it ends, so concurrent orders take
 * consecutive numbers and their events commit in order, and a failure anywhere rolls the
 * numbers back with the rest. Prepared on PostgreSQL: its text is the same for every order.
 * Call it through `placeOrder`.
 */
export async function insertOrder(
  trx: Db,
  storeId: string,
  order: NewOrder & { createdAt: Date; promisedAt: Date },
  created: OrderCreatedEvents,
): Promise<{ id: string; number: number }> {
  const row = orderRow(storeId, order);
  const { items, toppings, options } = lineRows(storeId, order);
  const columns = orderColumnsOf(row);
  const append = storeEventsAppend(storeId, created.actor, created.events);
  const { rows } = await preparedStatement(sql<{ number: number }>`
    with counter as (
      insert into store_order_counters (store_id, last) values (${storeId}, 1)
      on conflict (store_id) do update set last = store_order_counters.last + 1
      returning last
    ), placed as (
      insert into orders (number, ${columns.names})
      select counter.last, ${columns.values}
      from counter, json_populate_record(null::orders, ${jsonParam(row)}) r
      returning number
    ), items as (${insertItems(items)}
    ), toppings as (${insertToppings(toppings)}
    ), options as (${insertOptions(options)}
    ), ${append.ctes}
    select (select number from placed) as number, ${append.announce} from event_counter
  `).execute(trx);
  const placed = rows[0];
  if (!placed) throw new Error(`La orden ${order.id} no se guardo`);
  return { id: order.id, number: placed.number };
}

/** The store's time zone: a slot's times are read on its wall clock. */
export async function findStoreTimeZone(db: Db, storeId: string): Promise<string> {
  const row = await db.selectFrom('stores').select('timezone').where('id', '=', storeId).executeTakeFirstOrThrow();
  return row.timezone;
}

/** True when the store has an order with this id. */
export async function orderExists(db: Db, storeId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** True once the store has any order (the demo seeds orders only into a store without them). */
export async function storeHasOrders(db: Db, storeId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('store_id', '=', storeId).limit(1).executeTakeFirst();
  return row !== undefined;
}
