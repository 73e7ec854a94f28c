import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import type { PaymentMethod } from '@comanda/contract/order-enums';
import type { Db } from '../db/database';
import { customerActor } from '../modules/events/store-event';
import type { NewOrder } from '../modules/orders/new-order';
import { placeOrder as placeNewOrder } from '../modules/orders/order-placement.service';

/** Orders for tests, written as the storefront would write them (priced, snapshot copies). */

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });

export interface TestOrderOptions {
  clientName?: string;
  phone?: string;
  method?: 'shipment' | 'take_away';
  payment?: PaymentMethod;
  createdAt?: Date;
  /** Adds a topping with two units of one option to the line. */
  withTopping?: boolean;
}

/**
 * One line: an article of 1000 at 10 % off (900), plus, withTopping, 2 x an option of 150.
 * Shipment costs 300.
 */
export function testOrder(options: TestOrderOptions = {}): NewOrder {
  const shipment = (options.method ?? 'shipment') === 'shipment';
  const topping = options.withTopping ?? false;
  const itemImport = topping ? 1300 : 1000;
  const itemTotal = topping ? 1200 : 900;
  const delivery = shipment ? 300 : 0;
  const payment = options.payment ?? 'cash';
  return {
    id: randomUUID(),
    client: { name: options.clientName ?? 'Lucia Gomez', phone: options.phone ?? '+5491155550000' },
    items: [
      {
        id: randomUUID(),
        message: topping ? 'sin sal' : null,
        imports: { import: ars(itemImport), discount: topping ? 7.69 : 10, total: ars(itemTotal) },
        article: {
          id: randomUUID(),
          slug: 'pizza-muzzarella',
          name: 'Pizza muzzarella',
          image_url: null,
          imports: { import: ars(1000), discount: 10, total: ars(900) },
        },
        toppings: topping
          ? [
              {
                id: randomUUID(),
                name: 'Extras',
                error: null,
                options: [
                  {
                    id: randomUUID(),
                    name: 'Aceitunas',
                    count: 2,
                    imports: { import: ars(150), discount: 0, total: ars(150) },
                  },
                ],
              },
            ]
          : [],
      },
    ],
    delivery: {
      cost: ars(delivery),
      methods: shipment
        ? {
            take_away: null,
            shipment: {
              immediate: true,
              datetime: null,
              location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: '' },
            },
          }
        : {
            shipment: null,
            take_away: {
              immediate: false,
              datetime: { date: '2030-05-04', schedule_id: randomUUID(), start: '20:00', end: '20:30' },
            },
          },
    },
    payment: {
      method: payment,
      bank_transfer:
        payment === 'bank_transfer' ? { name: 'Tienda SA', alias: 'tienda.mp', cuit: '30-1-1', cvu: '000123' } : null,
    },
    coupon: null,
    imports: {
      items: ars(itemTotal),
      delivery: ars(delivery),
      discount: ars(100),
      coupon: ars(0),
      total: ars(itemTotal + delivery),
    },
    turnId: null,
    idempotency: null,
    createdAt: options.createdAt,
  };
}

/** Writes the order in its own transaction through the orders service, as the storefront does. */
export function placeOrder(db: Db, storeId: string, order: NewOrder): Promise<{ id: string; number: number }> {
  return db.transaction().execute((trx) => placeNewOrder(trx, storeId, order, customerActor(order.client.name)));
}

/** What the order routes need of a caller: the headers of a staff access. */
interface Caller {
  headers: Record<string, string>;
}

/**
 * Calls an order route of the back-office for one order: `orderCall(t, admin, orderRoutes.accept,
 * id, {minutes: 20})`; the answer is left to `resultOf` or `errorOf`.
 */
export function orderCall(
  t: { app: FastifyInstance },
  who: Caller,
  route: RouteDefinition,
  orderId: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: fillPath(route.path, { orderId }),
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The order's rows in the store's event log, oldest first, as stored. */
export function orderEventRows(db: Db, orderId: string) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
}

/** How many events the store has (every write adds its rows; a refused one adds none). */
export async function storeEventCount(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('order_events')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
